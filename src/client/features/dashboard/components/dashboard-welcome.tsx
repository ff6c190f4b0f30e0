import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { IcfImportPrompt } from '@/client/components/onboarding/icf-import-prompt';
import { paths } from '@/client/config/paths';
import { formatCpdHours } from '@/shared/domain/cpd-hours';
import { formatHours } from '@/shared/domain/hours';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import { useAccreditationSummary } from '../api/accreditation-summary';
import { FiguresCard } from './figures-card';

interface Step {
  label: string;
  to: string;
  action: string;
  done: boolean;
}

function welcomeSteps(stats: DashboardStats, goalSet: boolean): Step[] {
  return [
    { label: 'Add your first client', to: paths.clients, action: 'Add a client', done: stats.totalClients > 0 },
    { label: 'Log your first session', to: paths.sessions, action: 'Log a session', done: stats.totalSessions > 0 },
    { label: 'Set your accreditation goal', to: paths.accreditationGoal, action: 'Set your goal', done: goalSet },
  ];
}

/**
 * The dashboard of a logbook with no client and no session yet: the spec's sentence, three steps to
 * a first logged session, the ICF log import, and the supervision and CPD already recorded.
 */
export function DashboardWelcome({ stats }: { stats: DashboardStats }) {
  const summary = useAccreditationSummary();
  const hasSupervision = stats.totalSupervisionSessions > 0;
  const hasCpd = stats.totalCpdHours > 0;
  return (
    <div className="space-y-6">
      <Card className="p-6 sm:p-8">
        <p className="text-slate-700">No data available. Please add clients and sessions first.</p>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">Welcome to Coach Logbook</h2>
        <p className="mt-1 text-slate-600">Three steps and your logbook is working for you.</p>
        <ol className="mt-5 space-y-3">
          {welcomeSteps(stats, summary.data?.goal?.set ?? false).map((step, index) => (
            <li
              key={step.label}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4"
            >
              <span className="flex items-center gap-3 text-slate-900">
                {step.done ? (
                  <CheckCircle2 className="size-5 text-brand-700" aria-hidden="true" />
                ) : (
                  <Circle className="size-5 text-slate-400" aria-hidden="true" />
                )}
                <span>
                  <span className="sr-only">{`Step ${index + 1}${step.done ? ', done' : ''}: `}</span>
                  {step.label}
                </span>
              </span>
              {!step.done && (
                <Link
                  to={step.to}
                  className={buttonVariants({ variant: index === 0 ? 'primary' : 'secondary', size: 'sm' })}
                >
                  {step.action}
                </Link>
              )}
            </li>
          ))}
        </ol>
        <IcfImportPrompt />
      </Card>
      {(hasSupervision || hasCpd) && (
        <div className="grid gap-4 md:grid-cols-2">
          {hasSupervision && (
            <FiguresCard
              title="Supervision Progress"
              figures={[
                ['Total Sessions', stats.totalSupervisionSessions],
                ['Total Hours', formatHours(stats.totalSupervisionHours)],
              ]}
            />
          )}
          {hasCpd && (
            <FiguresCard
              title="CPD Hours"
              figures={[
                ['Total CPD Hours', formatCpdHours(stats.totalCpdHours)],
                ['Hours this year', formatCpdHours(stats.cpdHoursThisYear)],
              ]}
            />
          )}
        </div>
      )}
    </div>
  );
}
