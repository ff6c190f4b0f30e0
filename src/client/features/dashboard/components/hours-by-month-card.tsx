import { lazy, Suspense, useId } from 'react';
import { NearViewport } from '@/client/components/layout/near-viewport';
import { Card } from '@/client/components/ui/card';
import { formatHoursShort } from '@/shared/domain/hours';
import { monthChange, monthName, type MonthHours, type PreviousMonthToDate } from '@/shared/domain/month-change';

const HoursByMonthChart = lazy(() => import('./hours-by-month-chart'));

/** Coaching hours in each of the last 12 months, and this month so far against the same days of the previous one. */
export function HoursByMonthCard({
  months,
  previousToDate,
}: {
  months: readonly MonthHours[];
  previousToDate: PreviousMonthToDate;
}) {
  const headingId = useId();
  const current = months.at(-1);
  const change = monthChange(months, previousToDate);
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="font-semibold text-slate-900">
            Coaching hours per month
          </h2>
          {current && (
            <p className="text-sm text-slate-700">
              {monthName(current.month)}: <span className="font-semibold">{formatHoursShort(current.hours)}</span>
              {change && (
                <span
                  className={
                    change.change > 0 ? 'text-emerald-800' : change.change < 0 ? 'text-amber-900' : 'text-slate-600'
                  }
                >
                  {' '}
                  ({change.text})
                </span>
              )}
            </p>
          )}
        </div>
        {/* Screen readers get the figures as a list; the bars are for the eye. */}
        <NearViewport className="mt-3 h-40">
          <div aria-hidden="true" className="h-full">
            <Suspense fallback={null}>
              <HoursByMonthChart months={months} />
            </Suspense>
          </div>
        </NearViewport>
        <ul className="sr-only">
          {months.map((month) => (
            <li key={month.month}>
              {monthName(month.month)} {month.month.slice(0, 4)}: {formatHoursShort(month.hours)}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
