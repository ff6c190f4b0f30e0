import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { DateField } from '@/client/components/ui/date-field';
import { DialogClose } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useCreateOrQueue, useDraftIssues, type OutboxEntry } from '@/client/features/offline';
import { useDateSense } from '@/client/features/profile';
import { ApiError } from '@/client/lib/api-error';
import { todayIso } from '@/client/lib/dates';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import {
  supervisionSessionInputSchema,
  supervisionTypeLabels,
  supervisionTypes,
  type SupervisionSession,
  type SupervisionSessionFormValues,
  type SupervisionSessionInput,
} from '@/shared/schemas/supervision';
import { useCreateSupervisionSession, useUpdateSupervisionSession } from '../api/save-supervision-session';
import { toSupervisionFormValues } from '../supervision-text';

interface SupervisionFormProps {
  session?: SupervisionSession;
  /** A session kept on this device that the server refused, reopened to be corrected. */
  draft?: OutboxEntry;
  onSaved: () => void;
}

/** Create mode without a session, edit mode with one, in the supervision dialog. */
export function SupervisionForm({ session, draft, onSaved }: SupervisionFormProps) {
  const createSession = useCreateSupervisionSession();
  const updateSession = useUpdateSupervisionSession();
  const createOrQueue = useCreateOrQueue('supervision-session', (input: SupervisionSessionInput & { id: string }) =>
    createSession.mutateAsync(input),
  );
  const sense = useDateSense();
  const schema = useMemo(() => supervisionSessionInputSchema(sense), [sense]);
  const form = useForm<SupervisionSessionFormValues, unknown, SupervisionSessionInput>({
    resolver: zodResolver(schema),
    defaultValues: draft
      ? (draft.values as SupervisionSessionFormValues)
      : toSupervisionFormValues(session, todayIso()),
  });
  useDraftIssues(form, draft);
  const { errors, isSubmitting } = form.formState;

  async function save(input: SupervisionSessionInput) {
    const saved = await saveWithToasts({
      form,
      thing: 'supervision session',
      editing: Boolean(session),
      save: () => {
        if (session) return updateSession.mutateAsync({ id: session.id, input });
        const summary = `${input.supervisorName} · ${input.duration} min`;
        return createOrQueue({ input, values: form.getValues(), summary, draft });
      },
      handleError: (error) => {
        if (!(error instanceof ApiError && error.status === 401)) return false;
        // The API client has already sent the browser to the login page; this says why.
        toast.error('Authentication Error', { description: 'You must be logged in to create a supervision session' });
        return true;
      },
    });
    if (saved) onSaved();
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-5">
      <FormField label="Supervisor Name" error={errors.supervisorName?.message}>
        <Input autoComplete="off" {...form.register('supervisorName')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField form={form} name="date" label="Date" thing="supervision" sense={sense} />
        <FormField label="Duration (minutes)" error={errors.duration?.message}>
          <Input type="number" inputMode="numeric" min={1} max={1440} step={1} {...form.register('duration')} />
        </FormField>
        <FormField label="Supervision type" error={errors.supervisionType?.message}>
          <Select {...form.register('supervisionType')}>
            {supervisionTypes.map((type) => (
              <option key={type} value={type}>
                {supervisionTypeLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Supervisor's accreditation" error={errors.supervisorAccreditation?.message}>
          <Input autoComplete="off" {...form.register('supervisorAccreditation')} />
        </FormField>
      </div>
      <FormField label="Topics" hint="Separate topics with commas" error={errors.topics?.message}>
        <Input autoComplete="off" {...form.register('topics')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={5} {...form.register('notes')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save supervision'}
        </Button>
      </div>
    </form>
  );
}
