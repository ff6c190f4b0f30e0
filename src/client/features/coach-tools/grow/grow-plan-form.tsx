import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { formatLongDate, todayIso } from '@/client/lib/dates';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import { curatedQuestions } from '@/shared/domain/coaching-questions';
import {
  growPlanInputSchema,
  type GrowPlan,
  type GrowPlanFormValues,
  type GrowPlanInput,
} from '@/shared/schemas/grow-plans';
import { growStageLabels, growStages } from '@/shared/schemas/grow-stages';
import { useClientSessions, useCreateGrowPlan, useUpdateGrowPlan } from '../api/grow-plans';

interface GrowPlanFormProps {
  clientId: string;
  /** The plan to edit; none to write a new one. */
  plan?: GrowPlan;
  onSaved: (plan: GrowPlan) => void;
  onCancel: () => void;
}

export function GrowPlanForm({ clientId, plan, onSaved, onCancel }: GrowPlanFormProps) {
  const sessions = useClientSessions(clientId);
  const createPlan = useCreateGrowPlan();
  const updatePlan = useUpdateGrowPlan();
  const form = useForm<GrowPlanFormValues, unknown, GrowPlanInput>({
    resolver: zodResolver(growPlanInputSchema),
    defaultValues: {
      clientId,
      coachingSessionId: plan?.coachingSessionId ?? '',
      date: plan?.date ?? todayIso(),
      title: plan?.title ?? '',
      goal: plan?.goal ?? '',
      reality: plan?.reality ?? '',
      options: plan?.options ?? '',
      will: plan?.will ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function save(input: GrowPlanInput) {
    let result: { plan: GrowPlan } | undefined;
    const saved = await saveWithToasts({
      form,
      thing: 'GROW plan',
      editing: Boolean(plan),
      save: async () => {
        result = plan ? await updatePlan.mutateAsync({ id: plan.id, input }) : await createPlan.mutateAsync(input);
      },
    });
    if (saved && result) onSaved(result.plan);
  }

  return (
    <form
      noValidate
      aria-label={plan ? 'Edit GROW plan' : 'New GROW plan'}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">{plan ? 'Edit GROW plan' : 'New GROW plan'}</h2>
      <FormField label="Title" error={errors.title?.message}>
        <Input autoComplete="off" {...form.register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField
          label="Coaching session"
          error={errors.coachingSessionId?.message}
          hint={sessions.isError ? 'Could not load this client’s sessions' : undefined}
        >
          <Select {...form.register('coachingSessionId')}>
            <option value="">{sessions.isPending ? 'Loading sessions...' : 'No session'}</option>
            {sessions.data?.map((session) => (
              <option key={session.id} value={session.id}>
                {formatLongDate(session.date)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {growStages.map((stage) => (
        <FormField
          key={stage}
          label={growStageLabels[stage]}
          hint={`For example: ${curatedQuestions[stage][0]}`}
          error={errors[stage]?.message}
        >
          <Textarea rows={4} {...form.register(stage)} />
        </FormField>
      ))}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save plan'}
        </Button>
      </div>
    </form>
  );
}
