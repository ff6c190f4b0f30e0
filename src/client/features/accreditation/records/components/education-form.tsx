import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { todayIso } from '@/client/lib/dates';
import {
  educationKindLabels,
  educationKinds,
  educationRecordInputSchema,
  type EducationRecord,
  type EducationRecordFormValues,
} from '@/shared/schemas/education';
import { useCreateEducationRecord, useUpdateEducationRecord } from '../api/education-records';
import { FormActions } from './form-actions';
import { useRecordForm } from './use-record-form';

const toFormValues = (record?: EducationRecord): EducationRecordFormValues => ({
  programmeName: record?.programmeName ?? '',
  provider: record?.provider ?? '',
  kind: record?.kind ?? 'icf_level_1',
  startDate: record?.startDate ?? todayIso(),
  endDate: record?.endDate ?? '',
  totalHours: record?.totalHours ?? '',
  synchronousHours: record?.synchronousHours ?? '',
  certificateReference: record?.certificateReference ?? '',
  coreCompetencyHours: record?.coreCompetencyHours ?? '',
});

export function EducationForm({ record, onSaved }: { record?: EducationRecord; onSaved: () => void }) {
  const create = useCreateEducationRecord();
  const update = useUpdateEducationRecord();
  const { form, onSubmit } = useRecordForm({
    schema: educationRecordInputSchema,
    record: record,
    defaultValues: toFormValues(record),
    thing: 'education record',
    create,
    update,
    onSaved,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Programme name" error={errors.programmeName?.message}>
        <Input autoComplete="off" {...form.register('programmeName')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Provider" error={errors.provider?.message}>
          <Input autoComplete="organization" {...form.register('provider')} />
        </FormField>
        <FormField label="Kind" error={errors.kind?.message}>
          <Select {...form.register('kind')}>
            {educationKinds.map((kind) => (
              <option key={kind} value={kind}>
                {educationKindLabels[kind]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Start date" error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField
          label="End date"
          error={errors.endDate?.message}
          hint="Leave empty while in progress, or give the planned end: it counts once it ends."
        >
          <Input type="date" {...form.register('endDate')} />
        </FormField>
        <FormField label="Total hours" error={errors.totalHours?.message}>
          <Input type="number" inputMode="decimal" step={0.25} min={0.25} {...form.register('totalHours')} />
        </FormField>
        <FormField
          label="Synchronous hours"
          error={errors.synchronousHours?.message}
          hint="Of the total, hours taught live."
        >
          <Input type="number" inputMode="decimal" step={0.25} min={0} {...form.register('synchronousHours')} />
        </FormField>
        <FormField
          label="Core Competencies hours"
          error={errors.coreCompetencyHours?.message}
          hint="Optional. ICF counts your experience from a programme of 30 hours with 24 on its Core Competencies."
        >
          <Input type="number" inputMode="decimal" step={0.25} min={0} {...form.register('coreCompetencyHours')} />
        </FormField>
      </div>
      <FormField label="Certificate reference" error={errors.certificateReference?.message}>
        <Input autoComplete="off" {...form.register('certificateReference')} />
      </FormField>
      <FormActions busy={isSubmitting} saveLabel="Save education" />
    </form>
  );
}
