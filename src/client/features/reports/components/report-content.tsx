import { EmptyPanel } from '@/client/components/ui/list-states';
import type { Reports } from '@/shared/schemas/reports';
import { ClientHoursChart } from './client-hours-chart';
import { CoachingHoursChart } from './coaching-hours-chart';
import { CpdChart } from './cpd-chart';
import { IcfChecks } from './icf-checks';
import { SessionsChart } from './sessions-chart';
import { SummaryFigures } from './summary-figures';
import { SupervisionChart } from './supervision-chart';

/** The figures, then the charts; supervision and CPD are charted even in a period without sessions. */
export function ReportContent({ report }: { report: Reports }) {
  const { summary } = report;
  const hasSessions = summary.sessions > 0;
  return (
    <div className="space-y-6">
      <SummaryFigures summary={summary} />
      <IcfChecks icf={report.icf} summary={summary} />
      {!hasSessions && <EmptyPanel>No sessions in this period.</EmptyPanel>}
      <div className="grid items-start gap-6 lg:grid-cols-2 print:block print:space-y-4">
        {hasSessions && (
          <>
            <CoachingHoursChart months={report.coachingByMonth} />
            <SessionsChart months={report.coachingByMonth} />
            <ClientHoursChart clients={report.topClients} clientsCoached={summary.clientsCoached} />
          </>
        )}
        <SupervisionChart quarters={report.supervisionByQuarter} />
        <CpdChart years={report.cpdByYear} />
      </div>
    </div>
  );
}
