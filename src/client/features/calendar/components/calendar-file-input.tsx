import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Label } from '@/client/components/ui/label';
import { ApiError } from '@/client/lib/api-error';
import type { CalendarPeriod } from '@/shared/schemas/calendar';
import { useReadCalendarFile } from '../api/calendar';

/** 'found 8 sessions to log' / 'nothing new' after a read. */
export function readMessage({ proposed }: { proposed: number }) {
  if (proposed === 0) return 'No new sessions to log in this period.';
  return proposed === 1 ? '1 session to log from your calendar.' : `${proposed} sessions to log from your calendar.`;
}

/** A calendar file, read as soon as it is chosen. */
export function CalendarFileInput({ period, periodValid }: { period: CalendarPeriod; periodValid: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const read = useReadCalendarFile();

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      toast.success('Calendar read', { description: readMessage((await read.mutateAsync({ file, period })).read) });
    } catch (error) {
      toast.error('Could not read the calendar', {
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    } finally {
      // The same file can be chosen again (after changing the period or the rules).
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Calendar file (.ics)</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".ics,text/calendar"
        aria-describedby={`${id}-hint`}
        disabled={read.isPending || !periodValid}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {read.isPending
          ? 'Reading your calendar...'
          : 'Export it from Google Calendar, Outlook or Apple Calendar. It is read at once and not kept.'}
      </p>
    </div>
  );
}
