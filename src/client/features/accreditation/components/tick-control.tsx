import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { formatLongDate, todayIso } from '@/client/lib/dates';
import { useTick, useUntick } from '../api/accreditation';

/** A 'not tracked' requirement: the coach says when it was done, or takes it back. */
export function TickControl({
  requirementId,
  label,
  doneOn,
}: {
  requirementId: string;
  label: string;
  doneOn: string | null;
}) {
  const tick = useTick();
  const untick = useUntick();
  // Empty until the coach types the day: a tick is a statement, not a click.
  const [date, setDate] = useState('');
  const inputId = useId();

  if (doneOn) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>Done on {formatLongDate(doneOn)}</span>
        <Button
          variant="ghost"
          size="sm"
          disabled={untick.isPending}
          aria-label={`Undo: ${label}`}
          onClick={() =>
            untick.mutate(requirementId, {
              onError: () => toast.error('Error', { description: 'Could not undo. Please try again.' }),
            })
          }
        >
          Undo
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        tick.mutate(
          { requirementId, input: { doneOn: date } },
          {
            onError: (error) =>
              toast.error('Error', { description: error.message || 'Could not save. Please try again.' }),
          },
        );
      }}
    >
      <div>
        <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
          Done on
        </label>
        <Input
          id={inputId}
          type="date"
          value={date}
          max={todayIso()}
          required
          onChange={(event) => setDate(event.target.value)}
          className="h-9 w-40"
        />
      </div>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={tick.isPending || !date}
        aria-label={`Mark as done: ${label}`}
      >
        Mark as done
      </Button>
    </form>
  );
}
