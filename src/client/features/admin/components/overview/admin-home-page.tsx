import { CreditCard, Gift, Hourglass, LifeBuoy, Mail, PoundSterling, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { StatCard } from '@/client/components/ui/stat-card';
import { useAdminOverview } from '../../api/admin-overview';
import { SignUpsChart } from './sign-ups-chart';

const LINKS = [
  { to: paths.adminUsers, label: 'Users', description: 'Roles, free accounts and deletion', icon: Users },
  { to: paths.adminInvitations, label: 'Invitations', description: 'Invite coaches and admins', icon: Mail },
  { to: '/admin/support', label: 'Support tickets', description: 'What coaches have asked for', icon: LifeBuoy },
] as const;

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);

export function AdminHomePage() {
  const overview = useAdminOverview();
  const data = overview.data;
  return (
    <div className="space-y-6">
      <PageHeader title="Administration" description="Users, invitations and support tickets." />

      <nav aria-label="Back-office" className="grid gap-4 sm:grid-cols-3">
        {LINKS.map(({ to, label, description, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{label}</span>
              <span className="block text-sm text-slate-600">{description}</span>
            </span>
          </Link>
        ))}
      </nav>

      {overview.isPending && <Spinner label="Loading figures..." />}
      {overview.isError && <ErrorPanel message="Could not load the figures" onRetry={() => void overview.refetch()} />}
      {data && (
        <>
          <section aria-label="Figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <StatCard title="Users" value={data.users} icon={Users} />
            <StatCard title="Coaches on trial" value={data.onTrial} icon={Hourglass} />
            <StatCard title="Active subscriptions" value={data.activeSubscriptions} icon={CreditCard} />
            <StatCard title="Free accounts" value={data.freeAccounts} icon={Gift} />
            <StatCard
              title="Monthly recurring revenue"
              value={money(data.monthlyRecurringRevenueMinor, data.currency)}
              icon={PoundSterling}
            />
          </section>
          <Card>
            <CardHeader>
              <CardTitle>Sign-ups in the last 30 days</CardTitle>
            </CardHeader>
            <CardContent>
              <SignUpsChart days={data.signUps} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
