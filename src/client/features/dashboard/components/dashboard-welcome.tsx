import { Card } from '@/client/components/ui/card';
import { IcfImportPrompt } from '@/client/components/onboarding/icf-import-prompt';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import { FirstSteps } from './first-steps';
import { CpdFigures, SupervisionFigures } from './logbook-figures';

/**
 * The dashboard of a logbook with no session yet: the spec's sentence (while there is no client
 * either), three steps to a first logged session, the ICF log import, and the supervision and CPD
 * already recorded.
 */
export function DashboardWelcome({ stats }: { stats: DashboardStats }) {
  const hasSupervision = stats.totalSupervisionSessions > 0;
  const hasCpd = stats.totalCpdHours > 0;
  return (
    <div className="space-y-6">
      <Card className="p-6 sm:p-8">
        {stats.totalClients === 0 && (
          <p className="mb-4 text-slate-700">No data available. Please add clients and sessions first.</p>
        )}
        <h2 className="text-xl font-semibold text-slate-900">Welcome to Coach Logbook</h2>
        <p className="mt-1 text-slate-600">Three steps and your logbook is working for you.</p>
        <FirstSteps stats={stats} />
        <IcfImportPrompt />
      </Card>
      {(hasSupervision || hasCpd) && (
        <div className="grid gap-4 md:grid-cols-2">
          {hasSupervision && <SupervisionFigures stats={stats} />}
          {hasCpd && <CpdFigures stats={stats} />}
        </div>
      )}
    </div>
  );
}
