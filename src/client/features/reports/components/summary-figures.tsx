import { useId } from 'react';
import { Card } from '@/client/components/ui/card';
import { formatHoursShort } from '@/shared/domain/hours';
import type { ReportSummary } from '@/shared/schemas/reports';
import { FigureList } from './figure-list';

export function SummaryFigures({ summary }: { summary: ReportSummary }) {
  const headingId = useId();
  return (
    <Card className="p-5 print:break-inside-avoid print:shadow-none">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-semibold text-slate-900">
          Summary
        </h2>
        <FigureList
          className="mt-3 grid-cols-2 sm:grid-cols-4 lg:grid-cols-7 print:grid-cols-4"
          figures={[
            { label: 'Coaching hours', value: formatHoursShort(summary.hours) },
            { label: 'Paid hours', value: formatHoursShort(summary.paidHours) },
            { label: 'Pro bono hours', value: formatHoursShort(summary.proBonoHours) },
            { label: 'Sessions', value: summary.sessions.toLocaleString() },
            { label: 'Clients coached', value: summary.clientsCoached.toLocaleString() },
            { label: 'Supervision hours', value: formatHoursShort(summary.supervisionHours) },
            { label: 'CPD hours', value: formatHoursShort(summary.cpdHours) },
          ]}
        />
      </section>
    </Card>
  );
}
