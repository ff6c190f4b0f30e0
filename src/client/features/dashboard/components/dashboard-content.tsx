import { StatCard } from '@/client/components/ui/stat-card';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, Clock, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { BelowTheFold } from '@/client/components/layout/after-first-frame';
import { Card } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { meQueryOptions } from '@/client/features/auth';
import { formatHoursShort } from '@/shared/domain/hours';
import { useDashboard } from '../api/dashboard';
import { AccreditationCard } from './accreditation-card';
import { RecentSessions } from './recent-sessions';
import { DashboardWelcome } from './dashboard-welcome';
import { RenewalBanner } from './renewal-banner';
import { FiguresCard } from './figures-card';
import { HoursByMonthCard } from './hours-by-month-card';
import { CpdFigures, SupervisionFigures } from './logbook-figures';

export function DashboardContent() {
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // After the last retry, one toast says what to do next.
  useEffect(() => {
    if (dashboard.isError) {
      toast.error('Error loading dashboard', {
        description: 'Could not fetch dashboard data. Please try again or log out and back in.',
      });
    }
  }, [dashboard.isError]);

  async function refreshSession() {
    const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => null);
    if (!me?.user) {
      await navigate(paths.login, { replace: true });
      return;
    }
    await dashboard.refetch();
  }

  if (dashboard.isPending) return <Spinner label="Loading dashboard data..." />;
  if (dashboard.isError) {
    return (
      <Card role="alert" className="border-red-200 p-6">
        <h2 className="text-lg font-semibold text-red-900">Error Loading Dashboard</h2>
        <p className="mt-2 text-slate-700">
          There was an error loading your dashboard data. This might be due to an authentication issue.
        </p>
        <p className="mt-1 text-sm text-slate-600">{dashboard.error.message || 'Unknown error'}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => void dashboard.refetch()}>Retry</Button>
          <Button variant="secondary" onClick={() => void refreshSession()}>
            Refresh Session
          </Button>
        </div>
      </Card>
    );
  }

  const stats = dashboard.data;
  // The first steps stay until a session is logged, so the coach sees each one ticked.
  if (stats.totalSessions === 0) return <DashboardWelcome stats={stats} />;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Total Clients" value={stats.totalClients} icon={Users} />
        <StatCard title="Coaching sessions" value={stats.totalSessions} icon={CalendarCheck} />
        <StatCard title="Coaching Hours" value={formatHoursShort(stats.totalHours)} icon={Clock} />
      </div>
      <BelowTheFold>
        <RenewalBanner />
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
          <AccreditationCard />
          <RecentSessions sessions={stats.recentSessions} />
        </div>
        <HoursByMonthCard months={stats.hoursByMonth} previousToDate={stats.previousMonthToDate} />
        <div className="grid gap-4 md:grid-cols-3">
          <SupervisionFigures stats={stats} />
          <CpdFigures stats={stats} />
          <FiguresCard
            title="This Month"
            figures={[
              ['Sessions', stats.sessionsThisMonth],
              ['Hours', formatHoursShort(stats.hoursThisMonth)],
            ]}
          />
        </div>
      </BelowTheFold>
    </div>
  );
}
