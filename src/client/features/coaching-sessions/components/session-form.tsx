import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { DialogClose } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { useActiveClients } from '@/client/features/clients';
import { useCreateOrQueue, useDraftIssues, type OutboxEntry } from '@/client/features/offline';
import { todayIso } from '@/client/lib/dates';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import {
  coachingSessionInputSchema,
  paymentLabels,
  paymentTypes,
  sessionTypeLabels,
  sessionTypes,
  type CoachingSession,
  type CoachingSessionFormValues,
  type CoachingSessionInput,
} from '@/shared/schemas/coaching-sessions';
import { useCreateSession, useUpdateSession } from '../api/coaching-sessions';
import { sessionSavedMessage, type SessionDefaults } from '../session-defaults';
import { ClientPicker, NEW_CLIENT, useInlineClient } from './client-picker';
import { SessionDetailsFields } from './session-details-fields';

const toFormValues = (
  session: CoachingSession | undefined,
  defaults: SessionDefaults = {},
): CoachingSessionFormValues => ({
  clientId: session?.clientId ?? (defaults.newClientName ? NEW_CLIENT : defaults.clientId) ?? '',
  date: session?.date ?? defaults.date ?? todayIso(),
  duration: session?.duration ?? defaults.duration ?? 60,
  sessionType: session?.sessionType ?? defaults.sessionType ?? 'individual',
  groupSize: session?.groupSize ?? defaults.groupSize ?? '',
  payment: session?.payment ?? defaults.payment ?? 'paid',
  topics: session?.topics.join(', ') ?? '',
  notes: session?.notes ?? '',
  completed: session?.completed ?? true,
  followUp: session?.followUp ?? '',
  rate: session?.rate ?? '',
  rating: session?.rating ?? '',
  goalsSet: session?.goalsSet ?? '',
  goalsAchieved: session?.goalsAchieved ?? '',
});

interface SessionFormProps {
  session?: CoachingSession;
  defaults?: SessionDefaults;
  /** A session kept on this device that the server refused, reopened to be corrected. */
  draft?: OutboxEntry;
  /** Saves a new session another way (a calendar proposal logs it): online only, never queued. */
  create?: (input: CoachingSessionInput) => Promise<unknown>;
  onSaved: () => void;
}

export function SessionForm({ session, defaults, draft, create, onSaved }: SessionFormProps) {
  const createSession = useCreateSession();
  const updateSession = useUpdateSession();
  const createOrQueue = useCreateOrQueue('coaching-session', (input: CoachingSessionInput & { id: string }) =>
    createSession.mutateAsync(input),
  );
  const clients = useActiveClients();
  const form = useForm<CoachingSessionFormValues, unknown, CoachingSessionInput>({
    resolver: zodResolver(coachingSessionInputSchema),
    defaultValues: draft ? (draft.values as CoachingSessionFormValues) : toFormValues(session, defaults),
  });
  // With the client already chosen, the focus waits on the duration: Enter saves the session as it stands.
  const clientChosen = !session && !draft && Boolean(defaults?.clientId);
  useEffect(() => {
    if (clientChosen) form.setFocus('duration');
  }, [clientChosen, form]);
  useDraftIssues(form, draft);
  const inlineClient = useInlineClient(defaults?.newClientName);
  const { errors, isSubmitting } = form.formState;
  const sessionType = useWatch({ control: form.control, name: 'sessionType' });

  async function save(input: CoachingSessionInput) {
    const clientName =
      clients.data?.find((client) => client.id === input.clientId)?.name ?? session?.clientName ?? 'your client';
    const saved = await saveWithToasts({
      form,
      thing: 'session',
      editing: Boolean(session),
      savedMessage: sessionSavedMessage(clientName, input.date),
      save: () => {
        if (session) return updateSession.mutateAsync({ id: session.id, input });
        if (create) return create(input);
        const summary = `${clientName} · ${input.duration} min`;
        return createOrQueue({ input, values: form.getValues(), summary, draft });
      },
      showsServerMessage: (error) => error.code === 'CONFLICT',
    });
    if (saved) onSaved();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (form.getValues('clientId') === NEW_CLIENT) {
      const clientId = await inlineClient.create();
      if (!clientId) return;
      form.setValue('clientId', clientId);
    }
    await form.handleSubmit(save)();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Controller
        control={form.control}
        name="clientId"
        render={({ field }) => (
          <ClientPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.clientId?.message}
            currentClient={session ? { id: session.clientId, name: session.clientName } : undefined}
            inlineClient={inlineClient}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label="Duration (minutes)" error={errors.duration?.message}>
          <Input type="number" inputMode="numeric" min={1} max={1440} {...form.register('duration')} />
        </FormField>
        <FormField label="Type" error={errors.sessionType?.message}>
          <Select {...form.register('sessionType')}>
            {sessionTypes.map((type) => (
              <option key={type} value={type}>
                {sessionTypeLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Payment" error={errors.payment?.message}>
          <Select {...form.register('payment')}>
            {paymentTypes.map((payment) => (
              <option key={payment} value={payment}>
                {paymentLabels[payment]}
              </option>
            ))}
          </Select>
        </FormField>
        {sessionType !== 'individual' && (
          <FormField label="Group size" hint="From 2 to 50 people" error={errors.groupSize?.message}>
            <Input type="number" inputMode="numeric" min={2} max={50} {...form.register('groupSize')} />
          </FormField>
        )}
      </div>
      <FormField label="Topics" hint="Separate topics with commas" error={errors.topics?.message}>
        <Input autoComplete="off" {...form.register('topics')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={4} {...form.register('notes')} />
      </FormField>
      <CheckboxField label="Completed" {...form.register('completed')} />
      <SessionDetailsFields form={form} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting || inlineClient.busy}>
          {isSubmitting || inlineClient.busy ? 'Saving...' : 'Save Session'}
        </Button>
      </div>
    </form>
  );
}
