import { CheckCircle2, Circle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { supervisionRule } from '@/shared/domain/supervision-coverage';
import { formatHoursShort, minutesToHours } from '@/shared/domain/hours';
import type { SupervisionQuarter, SupervisionSummary } from '@/shared/schemas/supervision';
import { formatWholeNumber } from '@/shared/domain/decimal';

/** '28 Aug – 27 Nov 2026': a quarter as a coach reads it, the year once unless it changes. */
export function quarterLabel({ start, end }: Pick<SupervisionQuarter, 'start' | 'end'>, locale?: string) {
  const date = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number);
    return new Date(year!, month! - 1, day!);
  };
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const from = date(start).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
  const to = date(end).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return `${from} – ${to}`;
}

function SummaryCard({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      <h2 id={headingId} className="text-sm font-medium text-slate-600">
        {title}
      </h2>
      {children}
    </section>
  );
}

const hoursText = (minutes: number) => formatHoursShort(minutesToHours(minutes));

/** The totals of every supervision session, and EMCC's one hour a quarter over the last quarters. */
export function SupervisionSummaryCards({ summary }: { summary: SupervisionSummary }) {
  const covered = summary.quarters.filter((quarter) => quarter.covered).length;
  const { hoursPerQuarter } = supervisionRule;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <SummaryCard title="Supervision sessions">
        <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{formatWholeNumber(summary.sessions)}</p>
      </SummaryCard>
      <SummaryCard title="Total hours">
        <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{hoursText(summary.minutes)}</p>
      </SummaryCard>
      <SummaryCard title={`EMCC: at least ${hoursPerQuarter} hour a quarter`} className="col-span-2">
        <p className="mt-2 text-slate-700">
          <span className="text-3xl font-bold tracking-tight text-slate-900">{covered}</span> of the last{' '}
          {summary.quarters.length} quarters covered
        </p>
        <ol className="mt-3 space-y-1.5 text-sm">
          {summary.quarters.map((quarter) => (
            <li key={quarter.start} className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2 text-slate-700">
                {quarter.covered ? (
                  <CheckCircle2 className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                ) : (
                  <Circle className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                )}
                {quarterLabel(quarter)}
              </span>
              <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
                {hoursText(quarter.minutes)}
                <span className="sr-only">{quarter.covered ? ', covered' : ', not covered'}</span>
              </span>
            </li>
          ))}
        </ol>
      </SummaryCard>
    </div>
  );
}
