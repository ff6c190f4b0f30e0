import { useWatch } from 'react-hook-form';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { todayIso } from '@/client/lib/dates';
import {
  MENTOR_GROUP_SIZE,
  mentorCoachingFormatLabels,
  mentorCoachingFormats,
  mentorCoachingSessionInputSchema,
  mentorCredentialLabels,
  mentorCredentials,
  mentorQualificationLabels,
  mentorQualifications,
  type MentorCoachingSession,
  type MentorCoachingSessionFormValues,
} from '@/shared/schemas/mentor-coaching';
import { useCreateMentorCoachingSession, useUpdateMentorCoachingSession } from '../api/mentor-coaching';
import { FormActions } from './form-actions';
import { useRecordForm } from './use-record-form';

const toFormValues = (session?: MentorCoachingSession): MentorCoachingSessionFormValues => ({
  mentorName: session?.mentorName ?? '',
  mentorEmail: session?.mentorEmail ?? '',
  mentorCredential: session?.mentorCredential ?? 'pcc',
  date: session?.date ?? todayIso(),
  duration: session?.duration ?? 60,
  format: session?.format ?? 'one_to_one',
  groupSize: session?.groupSize ?? '',
  notes: session?.notes ?? '',
  mentorCredentialCurrent: session?.mentorCredentialCurrent ?? true,
  mentorRenewed: session?.mentorRenewed ?? false,
  mentorQualification: session?.mentorQualification ?? '',
});

export function MentorCoachingForm({ session, onSaved }: { session?: MentorCoachingSession; onSaved: () => void }) {
  const create = useCreateMentorCoachingSession();
  const update = useUpdateMentorCoachingSession();
  const { form, onSubmit } = useRecordForm({
    schema: mentorCoachingSessionInputSchema,
    record: session,
    defaultValues: toFormValues(session),
    thing: 'mentor coaching session',
    create,
    update,
    onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  const isGroup = useWatch({ control: form.control, name: 'format' }) === 'group';
  const isAcc = useWatch({ control: form.control, name: 'mentorCredential' }) === 'acc';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Mentor's name" error={errors.mentorName?.message}>
          <Input autoComplete="off" {...form.register('mentorName')} />
        </FormField>
        <FormField label="Mentor's e-mail" error={errors.mentorEmail?.message} hint="Optional.">
          <Input type="email" autoComplete="off" {...form.register('mentorEmail')} />
        </FormField>
        <FormField label="Mentor's credential" error={errors.mentorCredential?.message}>
          <Select {...form.register('mentorCredential')}>
            {mentorCredentials.map((credential) => (
              <option key={credential} value={credential}>
                {mentorCredentialLabels[credential]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label="Duration (minutes)" error={errors.duration?.message}>
          <Input type="number" inputMode="numeric" step={1} min={1} max={1440} {...form.register('duration')} />
        </FormField>
        <FormField label="Format" error={errors.format?.message}>
          <Select {...form.register('format')}>
            {mentorCoachingFormats.map((format) => (
              <option key={format} value={format}>
                {mentorCoachingFormatLabels[format]}
              </option>
            ))}
          </Select>
        </FormField>
        {isGroup && (
          <FormField
            label="Group size"
            error={errors.groupSize?.message}
            hint={`From ${MENTOR_GROUP_SIZE.min} to ${MENTOR_GROUP_SIZE.max}, you included.`}
          >
            <Input
              type="number"
              inputMode="numeric"
              step={1}
              min={MENTOR_GROUP_SIZE.min}
              max={MENTOR_GROUP_SIZE.max}
              {...form.register('groupSize')}
            />
          </FormField>
        )}
      </div>
      <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">What ICF checks about the mentor</legend>
        <CheckboxField
          label="The mentor's credential was current on this date"
          {...form.register('mentorCredentialCurrent')}
        />
        {isAcc && (
          <CheckboxField
            label="The mentor had renewed their ACC at least once"
            hint="ICF counts an ACC mentor only after a full cycle with renewal."
            {...form.register('mentorRenewed')}
          />
        )}
        <FormField
          label="Mentor Coach Specialization"
          error={errors.mentorQualification?.message}
          hint="From 1 January 2027 ICF counts new mentor coaching only with a mentor who holds it at your level."
        >
          <Select {...form.register('mentorQualification')}>
            <option value="">None, or not known</option>
            {mentorQualifications.map((level) => (
              <option key={level} value={level}>
                {mentorQualificationLabels[level]}
              </option>
            ))}
          </Select>
        </FormField>
      </fieldset>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <FormActions busy={isSubmitting} saveLabel="Save session" />
    </form>
  );
}
