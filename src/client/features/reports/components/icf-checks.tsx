import { useId } from 'react';
import { Card } from '@/client/components/ui/card';
import { formatLongDate } from '@/client/lib/dates';
import { formatDecimal } from '@/shared/domain/decimal';
import { formatHours, formatHoursShort } from '@/shared/domain/hours';
import type { IcfChecks as IcfChecksFigures, ReportSummary } from '@/shared/schemas/reports';
import { FigureList } from './figure-list';

const formatPercent = (value: number) => `${formatDecimal(value, 1)}%`;

/** The figures an ICF credential application asks about; the 18-month window ignores the chosen period. */
export function IcfChecks({ icf, summary }: { icf: IcfChecksFigures; summary: ReportSummary }) {
  const headingId = useId();
  return (
    <Card className="p-5 print:break-inside-avoid print:shadow-none">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-semibold text-slate-900">
          ICF checks
        </h2>
        <FigureList
          className="mt-3 grid-cols-2 sm:grid-cols-4 print:grid-cols-4"
          figures={[
            {
              label: 'Coaching hours in the last 18 months',
              value: formatHoursShort(icf.hoursLast18Months),
              note: `Since ${formatLongDate(icf.last18MonthsFrom)}, whatever the period`,
            },
            {
              label: 'Paid share of hours',
              value: icf.paidSharePercent === null ? '–' : formatPercent(icf.paidSharePercent),
              note:
                icf.paidSharePercent === null
                  ? 'No hours in this period'
                  : `${formatHours(summary.paidHours)} of ${formatHours(summary.hours)} hours paid`,
            },
            { label: 'Distinct clients', value: summary.clientsCoached.toLocaleString() },
            {
              label: 'Group participants',
              value: summary.groupParticipants.toLocaleString(),
              note: 'People in group and team sessions',
            },
          ]}
        />
      </section>
    </Card>
  );
}
