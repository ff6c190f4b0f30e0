import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { formatLongDate, todayIso } from '@/client/lib/dates';
import type { BodyId, LevelResult } from '@/shared/domain/accreditation/types';
import { stepsInputSchema } from '@/shared/schemas/accreditation';
import { useAward, useSetSteps } from '../api/accreditation';

function DateStep({
  label,
  value,
  onSave,
  pending,
}: {
  label: string;
  value: string | null;
  onSave: (date: string) => void;
  pending: boolean;
}) {
  const [date, setDate] = useState('');
  const id = useId();
  if (value) return <p className="text-sm text-slate-800">{`${label} ${formatLongDate(value)}`}</p>;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (date) onSave(date);
      }}
    >
      <div>
        <label htmlFor={id} className="block text-xs font-medium text-slate-700">
          {label}
        </label>
        <Input
          id={id}
          type="date"
          value={date}
          max={todayIso()}
          onChange={(event) => setDate(event.target.value)}
          className="h-9 w-44"
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={!date || pending}>
        Save
      </Button>
    </form>
  );
}

/**
 * After 'Eligible to apply': the date applied, the exam (after the application, as ICF sets it),
 * and the award, which becomes a credential held. Dates start empty: nothing is recorded by one click.
 */
export function ApplicationSteps({ body, level }: { body: BodyId; level: LevelResult }) {
  const steps = useSetSteps();
  const award = useAward();
  if (level.heldSince) return null;
  const { appliedOn, examPassedOn, exam } = level.steps;
  const onError = (error: Error) =>
    toast.error('Error', { description: error.message || 'Could not save. Please try again.' });
  const save = (input: { appliedOn: string | null; examPassedOn: string | null }) => {
    const parsed = stepsInputSchema.safeParse(input);
    if (!parsed.success) {
      toast.error('Error', { description: parsed.error.issues[0]?.message });
      return;
    }
    steps.mutate({ body, level: level.name, input: parsed.data }, { onError });
  };
  if (!level.eligible && !appliedOn) {
    return exam ? <p className="text-xs text-slate-600">{`After applying: the ${exam}.`}</p> : null;
  }
  return (
    <section aria-label={`After applying: ${level.title}`} className="space-y-2 rounded-md border border-slate-200 p-3">
      <h4 className="text-sm font-semibold text-slate-900">After applying</h4>
      <DateStep
        label="I applied on"
        value={appliedOn}
        pending={steps.isPending}
        onSave={(date) => save({ appliedOn: date, examPassedOn })}
      />
      {exam && appliedOn && (
        <DateStep
          label={`I passed the ${exam} on`}
          value={examPassedOn}
          pending={steps.isPending}
          onSave={(date) => save({ appliedOn, examPassedOn: date })}
        />
      )}
      {appliedOn && (!exam || examPassedOn) && (
        <DateStep
          label={`${level.title} awarded on`}
          value={null}
          pending={award.isPending}
          onSave={(date) =>
            award.mutate(
              { body, level: level.name, input: { awardedOn: date } },
              {
                onSuccess: () => toast.success('Success', { description: `${level.title} added to your credentials` }),
                onError,
              },
            )
          }
        />
      )}
    </section>
  );
}
