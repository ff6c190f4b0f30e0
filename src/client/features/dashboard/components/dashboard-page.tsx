import { ArrowLeft } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AfterFirstFrame } from '@/client/components/layout/after-first-frame';
import { LogSessionButton, LogSessionFloatingButton } from '@/client/components/layout/log-session-button';
import { paths } from '@/client/config/paths';
import { CalendarWaitingLine } from '@/client/features/calendar';
import { cn } from '@/client/lib/cn';
import { useDashboard } from '../api/dashboard';
import { DashboardBoundary } from './dashboard-boundary';
import { DashboardContent } from './dashboard-content';

interface DashboardPageProps {
  /** The one-tap 'Log again' chip, from the sessions feature (the app composes it, lazily). */
  logAgain?: ReactNode;
}

export function DashboardPage({ logAgain }: DashboardPageProps) {
  const dashboard = useDashboard();
  // The chip comes a moment after the page, and on a phone it has the row under the heading to
  // itself (the floating button replaces 'Log session'): the row is kept while a coach with
  // sessions waits for it, so nothing below moves when it appears.
  const chipExpected = Boolean(logAgain) && (dashboard.isPending || (dashboard.data?.totalSessions ?? 0) > 0);
  return (
    <div className="space-y-6">
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to home
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Coaching Dashboard</h1>
          <p className="mt-1 text-slate-600">Track your coaching sessions, clients, and hours</p>
        </div>
        <div className={cn('flex flex-wrap items-center gap-3', chipExpected && 'min-h-10')}>
          <AfterFirstFrame>
            <Suspense fallback={null}>{logAgain}</Suspense>
          </AfterFirstFrame>
          <LogSessionButton />
        </div>
      </div>
      <CalendarWaitingLine />
      <DashboardBoundary>
        <DashboardContent />
      </DashboardBoundary>
      <LogSessionFloatingButton />
    </div>
  );
}
