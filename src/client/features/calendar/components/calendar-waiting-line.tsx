import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { useWaitingCount } from '../api/calendar';

/** The dashboard's 'N sessions from your calendar to log', shown while there are some. */
export function CalendarWaitingLine() {
  const waiting = useWaitingCount();
  if (!waiting.data) return null;
  return (
    <Link
      to={paths.fromCalendar}
      className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-900 hover:bg-brand-100"
    >
      <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
      {waiting.data === 1
        ? '1 session from your calendar to log'
        : `${waiting.data} sessions from your calendar to log`}
    </Link>
  );
}
