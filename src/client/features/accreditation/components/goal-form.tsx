import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { todayIso } from '@/client/lib/dates';
import type { BodyId, BodyResult, Goal } from '@/shared/domain/accreditation/types';
import { goalInputSchema } from '@/shared/schemas/accreditation';
import { useSetGoal } from '../api/accreditation';

const INLINE =
  'mt-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end';

/**
 * Body, level and an optional target date; the levels follow the body chosen. Laid out in a row
 * under the page's answer, or as `className` says (one column in a dialog).
 */
export function GoalForm({
  bodies,
  goal,
  onDone,
  className = INLINE,
}: {
  bodies: BodyResult[];
  goal: Goal;
  onDone: () => void;
  className?: string;
}) {
  const save = useSetGoal();
  const [body, setBody] = useState<BodyId>(goal.body);
  const levels = bodies.find((row) => row.body === body)?.levels ?? [];
  const [level, setLevel] = useState(goal.level);
  const [targetDate, setTargetDate] = useState(goal.targetDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const chosenLevel = levels.some((row) => row.name === level)
    ? level
    : (levels.find((row) => !row.heldSince)?.name ?? '');

  function submit() {
    const parsed = goalInputSchema.safeParse({ body, level: chosenLevel, targetDate });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Success', { description: 'Your goal is saved' });
        onDone();
      },
      onError: (failure) =>
        toast.error('Error', { description: failure.message || 'Could not save. Please try again.' }),
    });
  }

  return (
    <form
      className={className}
      aria-label="Your goal"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label="Body">
        <Select value={body} onChange={(event) => setBody(event.target.value as BodyId)}>
          {bodies.map((row) => (
            <option key={row.body} value={row.body}>
              {row.body}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Level" error={error}>
        <Select value={chosenLevel} onChange={(event) => setLevel(event.target.value)}>
          {levels.map((row) => (
            <option key={row.name} value={row.name}>
              {row.name}
              {row.heldSince ? ' (held)' : ''}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Target date (optional)">
        <Input
          type="date"
          value={targetDate}
          min={todayIso()}
          onChange={(event) => setTargetDate(event.target.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save goal
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
