import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { todayIso } from '@/client/lib/dates';
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

const fieldNames = Object.keys(supervisionSessionInputSchema.shape) as (keyof SupervisionSessionFormValues)[];

/** The server's field messages back on their fields ('topics.3' belongs to Topics). */
function fieldOf(path: string) {
  const name = path.split('.')[0];
  return fieldNames.find((field) => field === name);
}

/** Create mode without a session, edit mode with one; both return to the list when saved. */
export function SupervisionForm({ session }: { session?: SupervisionSession }) {
  const navigate = useNavigate();
  const createSession = useCreateSupervisionSession();
  const updateSession = useUpdateSupervisionSession();
  const form = useForm<SupervisionSessionFormValues, unknown, SupervisionSessionInput>({
    resolver: zodResolver(supervisionSessionInputSchema),
    defaultValues: toSupervisionFormValues(session, todayIso()),
  });
  const { errors, isSubmitting } = form.formState;

  async function save(input: SupervisionSessionInput) {
    try {
      if (session) await updateSession.mutateAsync({ id: session.id, input });
      else await createSession.mutateAsync(input);
      toast.success('Success', {
        description: session ? 'Supervision session updated successfully' : 'Supervision session created successfully',
      });
      await navigate(paths.supervision);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The API client has already sent the browser to the login page; this says why.
        toast.error('Authentication Error', { description: 'You must be logged in to create a supervision session' });
        return;
      }
      // Everything typed stays in the form, with the server's messages on their fields.
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = fieldOf(issue.path);
          if (field) form.setError(field, { message: issue.message });
        }
      }
      toast.error('Error', {
        description: session ? 'Could not update supervision session' : 'Could not create supervision session',
      });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <FormField label="Supervisor Name" error={errors.supervisorName?.message}>
        <Input autoComplete="off" {...form.register('supervisorName')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
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
        <Button asChild variant="secondary">
          <Link to={paths.supervision}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Session'}
        </Button>
      </div>
    </form>
  );
}
