import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import { useAccreditationSummary } from '../api/accreditation-summary';

/** Shown from 90 days before a renewal date while something the renewal needs is missing. */
export function RenewalBanner() {
  const summary = useAccreditationSummary();
  const due = summary.data?.renewalsDue ?? [];
  if (due.length === 0) return null;
  return (
    <section aria-label="Renewal due" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <ul className="space-y-1">
        {due.map((renewal) => (
          <li key={`${renewal.body}-${renewal.level}`} className="flex items-start gap-2 text-sm">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Your {renewal.body} {renewal.level} renewal is due on {formatLongDate(renewal.dueOn)} and{' '}
              {renewal.missing === 1 ? '1 requirement is' : `${renewal.missing} requirements are`} still missing.{' '}
              <Link to={paths.accreditation} className="font-medium underline underline-offset-4">
                See what is missing
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
