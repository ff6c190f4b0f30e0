import { FormField } from '@/client/components/ui/form-field';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useClientsForFilter } from '@/client/features/clients';
import {
  recordingInputSchema,
  recordingLevelLabels,
  recordingLevels,
  type Recording,
  type RecordingFormValues,
} from '@/shared/schemas/recordings';
import { useCreateRecording, useUpdateRecording } from '../api/recordings';
import { FormActions } from './form-actions';
import { useRecordForm } from './use-record-form';

const toFormValues = (recording?: Recording): RecordingFormValues => ({
  level: recording?.level ?? 'pcc',
  recordedOn: recording?.recordedOn ?? '',
  duration: recording?.duration ?? 45,
  clientId: recording?.clientId ?? '',
  permissionOn: recording?.permissionOn ?? '',
  transcriptDone: recording?.transcriptDone ?? false,
  selfReviewDone: recording?.selfReviewDone ?? false,
  mentorFeedback: recording?.mentorFeedback ?? '',
});

/** A recorded session for ICF's performance evaluation, with its checklist. */
export function RecordingForm({ recording, onSaved }: { recording?: Recording; onSaved: () => void }) {
  const create = useCreateRecording();
  const update = useUpdateRecording();
  const clients = useClientsForFilter();
  const { form, onSubmit } = useRecordForm({
    schema: recordingInputSchema,
    record: recording,
    defaultValues: toFormValues(recording),
    thing: 'recording',
    create,
    update,
    onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="For the credential" error={errors.level?.message}>
          <Select {...form.register('level')}>
            {recordingLevels.map((level) => (
              <option key={level} value={level}>
                {recordingLevelLabels[level]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Client" error={errors.clientId?.message} hint="Optional.">
          <Select {...form.register('clientId')}>
            <option value="">No client chosen</option>
            {(clients.data ?? []).map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Recorded on" error={errors.recordedOn?.message}>
          <Input type="date" {...form.register('recordedOn')} />
        </FormField>
        <FormField label="Length (minutes)" error={errors.duration?.message}>
          <Input type="number" inputMode="numeric" step={1} min={1} max={1440} {...form.register('duration')} />
        </FormField>
        <FormField
          label="Client's written permission to record, given on"
          error={errors.permissionOn?.message}
          hint="ICF requires it before you record."
        >
          <Input type="date" {...form.register('permissionOn')} />
        </FormField>
      </div>
      <CheckboxField label="Transcript done" {...form.register('transcriptDone')} />
      <CheckboxField label="Self-review against the markers done" {...form.register('selfReviewDone')} />
      <FormField label="Your mentor's feedback" error={errors.mentorFeedback?.message}>
        <Textarea rows={3} {...form.register('mentorFeedback')} />
      </FormField>
      <FormActions busy={isSubmitting} saveLabel="Save recording" />
    </form>
  );
}
