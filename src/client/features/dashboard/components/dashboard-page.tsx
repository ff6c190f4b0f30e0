import { ArrowLeft, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { CalendarWaitingLine } from '@/client/features/calendar';
import { useDashboard } from '../api/dashboard';
import { DashboardBoundary } from './dashboard-boundary';
import { DashboardContent } from './dashboard-content';

// The session form (and its form library) loads when the coach first opens it, not with the figures.
const loadDialog = () => import('@/client/features/coaching-sessions');
const LogSessionDialog = lazy(() => loadDialog().then(({ LogSessionDialog }) => ({ default: LogSessionDialog })));

export function DashboardPage() {
  const [logging, setLogging] = useState(false);
  // The same query as the figures: the latest session gives a new one its client, length and payment.
  const dashboard = useDashboard();
  const open = () => setLogging(true);
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
        <Button
          size="md"
          className="hidden md:inline-flex"
          onClick={open}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          <Plus aria-hidden="true" />
          Log session
        </Button>
      </div>
      <CalendarWaitingLine />
      <DashboardBoundary>
        <DashboardContent />
      </DashboardBoundary>
      {/* On a phone the main action floats within the thumb's reach, above the page and above the
          cookie notice of a first visit (which publishes its height), never under it. */}
      <Button
        className="fixed right-4 bottom-[calc(1.25rem+var(--cookie-notice-height,0px))] z-30 h-14 rounded-full px-5 shadow-lg md:hidden"
        onClick={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Plus aria-hidden="true" />
        Log session
      </Button>
      {logging && (
        <Suspense fallback={null}>
          <LogSessionDialog open onOpenChange={setLogging} lastSession={dashboard.data?.recentSessions?.[0]} />
        </Suspense>
      )}
    </div>
  );
}
