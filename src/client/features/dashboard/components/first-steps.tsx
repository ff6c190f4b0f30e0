import { CheckCircle2, Circle } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { useLogSession } from '@/client/lib/log-session';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import { useAccreditationSummary } from '../api/accreditation-summary';
import { ClientFormDialog, GoalDialog } from './lazy-dialogs';

type Dialog = 'client' | 'goal';

interface Step {
  label: string;
  action: string;
  done: boolean;
  take: () => void;
  /** Fetches the step's form on hover, so it opens at once. */
  preload?: () => void;
}

/**
 * Three steps to a working logbook, each opening its form here, on the dashboard: the client form,
 * 'Log session' (the shell's, with its prefill) and the goal. A step is ticked once the figures or
 * the goal say it is done.
 */
export function FirstSteps({ stats }: { stats: DashboardStats }) {
  const summary = useAccreditationSummary();
  const logSession = useLogSession();
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const steps: Step[] = [
    {
      label: 'Add your first client',
      action: 'Add a client',
      done: stats.totalClients > 0,
      take: () => setOpen('client'),
    },
    {
      label: 'Log your first session',
      action: 'Log a session',
      done: stats.totalSessions > 0,
      take: () => logSession.open(),
      preload: logSession.preload,
    },
    {
      label: 'Set your accreditation goal',
      action: 'Set your goal',
      done: summary.data?.goal?.set ?? false,
      take: () => setOpen('goal'),
    },
  ];
  const next = steps.find((step) => !step.done);

  return (
    <>
      <ol className="mt-5 space-y-3">
        {steps.map((step, index) => (
          <li
            key={step.label}
            className="flex min-h-[4.5rem] flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4"
          >
            <span className="flex items-center gap-3 text-slate-900">
              {step.done ? (
                <CheckCircle2 className="size-5 text-brand-700" aria-hidden="true" />
              ) : (
                <Circle className="size-5 text-slate-400" aria-hidden="true" />
              )}
              <span className={step.done ? 'text-slate-600 line-through decoration-slate-400' : undefined}>
                <span className="sr-only">{`Step ${index + 1}${step.done ? ', done' : ''}: `}</span>
                {step.label}
              </span>
            </span>
            {!step.done && (
              <Button
                variant={step === next ? 'primary' : 'secondary'}
                size="sm"
                onClick={step.take}
                onPointerEnter={step.preload}
              >
                {step.action}
              </Button>
            )}
          </li>
        ))}
      </ol>
      <Suspense fallback={null}>
        {open === 'client' && <ClientFormDialog open onOpenChange={close} />}
        {open === 'goal' && <GoalDialog open onOpenChange={close} />}
      </Suspense>
    </>
  );
}
