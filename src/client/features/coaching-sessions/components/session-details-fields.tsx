import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import type { CoachingSessionFormValues, CoachingSessionInput } from '@/shared/schemas/coaching-sessions';

/** The optional details, folded away so that logging a session stays quick. */
export function SessionDetailsFields({
  form,
}: {
  form: UseFormReturn<CoachingSessionFormValues, unknown, CoachingSessionInput>;
}) {
  const { errors } = form.formState;
  const hasErrors = Boolean(errors.followUp || errors.rate || errors.rating || errors.goalsSet || errors.goalsAchieved);
  return (
    <details className="rounded-lg border border-slate-200 p-4" open={hasErrors || undefined}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        More details: follow-up, rate, rating, goals
      </summary>
      <div className="mt-4 space-y-4">
        <FormField label="Follow-up" error={errors.followUp?.message}>
          <Textarea rows={2} {...form.register('followUp')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Rate (£)" hint="What the session was charged" error={errors.rate?.message}>
            <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('rate')} />
          </FormField>
          <FormField label="Rating" error={errors.rating?.message}>
            <Select {...form.register('rating')}>
              <option value="">No rating</option>
              {[1, 2, 3, 4, 5].map((rating) => (
                <option key={rating} value={rating}>
                  {rating} of 5
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField label="Goals set" error={errors.goalsSet?.message}>
          <Textarea rows={2} {...form.register('goalsSet')} />
        </FormField>
        <FormField label="Goals achieved" error={errors.goalsAchieved?.message}>
          <Textarea rows={2} {...form.register('goalsAchieved')} />
        </FormField>
      </div>
    </details>
  );
}
