import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useClientsForFilter } from '@/client/features/clients';
import { todayIso } from '@/client/lib/dates';
import {
  feedbackEntryInputSchema,
  feedbackKindLabels,
  feedbackKinds,
  type FeedbackEntry,
  type FeedbackEntryFormValues,
} from '@/shared/schemas/feedback';
import { useCreateFeedbackEntry, useUpdateFeedbackEntry } from '../api/feedback-entries';
import { FormActions } from './form-actions';
import { useRecordForm } from './use-record-form';

const toFormValues = (entry?: FeedbackEntry): FeedbackEntryFormValues => ({
  kind: entry?.kind ?? 'client_feedback',
  date: entry?.date ?? todayIso(),
  clientId: entry?.clientId ?? '',
  content: entry?.content ?? '',
});

export function FeedbackForm({ entry, onSaved }: { entry?: FeedbackEntry; onSaved: () => void }) {
  const create = useCreateFeedbackEntry();
  const update = useUpdateFeedbackEntry();
  const clients = useClientsForFilter();
  const { form, onSubmit } = useRecordForm({
    schema: feedbackEntryInputSchema,
    record: entry,
    defaultValues: toFormValues(entry),
    thing: 'entry',
    create,
    update,
    onSaved,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Kind" error={errors.kind?.message}>
          <Select {...form.register('kind')}>
            {feedbackKinds.map((kind) => (
              <option key={kind} value={kind}>
                {feedbackKindLabels[kind]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
      </div>
      <FormField label="Client" error={errors.clientId?.message} hint="Optional.">
        <Select {...form.register('clientId')}>
          <option value="">No client</option>
          {(clients.data ?? []).map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Text" error={errors.content?.message} hint="A few lines: what was said, or what you noticed.">
        <Textarea rows={4} maxLength={2000} {...form.register('content')} />
      </FormField>
      <FormActions busy={isSubmitting} saveLabel="Save entry" />
    </form>
  );
}
