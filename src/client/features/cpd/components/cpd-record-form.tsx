import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { DateField } from '@/client/components/ui/date-field';
import { DialogClose } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useCreateOrQueue, useDraftIssues, type OutboxEntry } from '@/client/features/offline';
import { useDateSense } from '@/client/features/profile';
import { todayIso } from '@/client/lib/dates';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import {
  cpdCategories,
  cpdCategoryLabels,
  cpdRecordInputSchema,
  type CpdRecord,
  type CpdRecordFormValues,
  type CpdRecordInput,
} from '@/shared/schemas/cpd';
import { useCreateCpdRecord, useUpdateCpdRecord } from '../api/cpd-records';

const toFormValues = (record?: CpdRecord): CpdRecordFormValues => ({
  title: record?.title ?? '',
  date: record?.date ?? todayIso(),
  hours: record?.hours ?? '',
  category: record?.category ?? 'core_competencies',
  coachingEthics: record?.coachingEthics ?? false,
  provider: record?.provider ?? '',
  notes: record?.notes ?? '',
  // A date already kept is not asked about again when the record is edited.
  confirmedDates: record ? [record.date] : [],
});

interface CpdRecordFormProps {
  record?: CpdRecord;
  /** An activity kept on this device that the server refused, reopened to be corrected. */
  draft?: OutboxEntry;
  onSaved: () => void;
}

export function CpdRecordForm({ record, draft, onSaved }: CpdRecordFormProps) {
  const createRecord = useCreateCpdRecord();
  const updateRecord = useUpdateCpdRecord();
  const createOrQueue = useCreateOrQueue('cpd-record', (input: CpdRecordInput & { id: string }) =>
    createRecord.mutateAsync(input),
  );
  const sense = useDateSense();
  const schema = useMemo(() => cpdRecordInputSchema(sense), [sense]);
  const form = useForm<CpdRecordFormValues, unknown, CpdRecordInput>({
    resolver: zodResolver(schema),
    defaultValues: draft ? (draft.values as CpdRecordFormValues) : toFormValues(record),
  });
  useDraftIssues(form, draft);
  const { errors, isSubmitting } = form.formState;

  async function save(input: CpdRecordInput) {
    const saved = await saveWithToasts({
      form,
      thing: 'CPD activity',
      editing: Boolean(record),
      save: () =>
        record
          ? updateRecord.mutateAsync({ id: record.id, input })
          : createOrQueue({ input, values: form.getValues(), summary: `${input.title} · ${input.hours} h`, draft }),
    });
    if (saved) onSaved();
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-4">
      <FormField label="Title" error={errors.title?.message}>
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="date" label="Date" thing="cpd" sense={sense} />
        <FormField label="Hours" error={errors.hours?.message}>
          <Input type="number" inputMode="decimal" step={0.25} min={0.25} max={100} {...form.register('hours')} />
        </FormField>
      </div>
      <FormField label="Category" error={errors.category?.message}>
        <Select {...form.register('category')}>
          {cpdCategories.map((category) => (
            <option key={category} value={category}>
              {cpdCategoryLabels[category]}
            </option>
          ))}
        </Select>
      </FormField>
      <CheckboxField
        label="Coaching Ethics"
        hint="This activity counts towards the ethics hours ICF asks for"
        {...form.register('coachingEthics')}
      />
      <FormField label="Provider" error={errors.provider?.message}>
        <Input autoComplete="off" {...form.register('provider')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save activity'}
        </Button>
      </div>
    </form>
  );
}
