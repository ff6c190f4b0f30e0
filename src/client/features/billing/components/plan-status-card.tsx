import { formatLongDateOf } from '@/client/lib/dates';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import type { BillingStatus } from '@/shared/schemas/billing';
import { subscriptionSummary } from './subscription-summary';

/** A coach in their own free trial, with days left and no subscription yet: the page is a welcome. */
export function isWelcome(status: BillingStatus) {
  return status.status === 'trial' && status.hasAccess && !status.subscribed && !status.isAdmin && !status.freeAccount;
}

/** The plans page's left card: where the coach stands, and the way on. */
export function PlanStatusCard({ status }: { status: BillingStatus }) {
  const welcome = isWelcome(status);
  return (
    <Card className="h-fit">
      <CardContent className="space-y-4 pt-6">
        <h2 className="text-sm font-medium text-slate-600">{welcome ? 'Your free trial' : 'Current status'}</h2>
        <p className="text-2xl font-semibold text-slate-900">{subscriptionSummary(status)}</p>
        {welcome && (
          <p className="text-slate-700">
            Your trial includes everything in the Professional plan: unlimited clients and sessions, supervision and CPD
            logs, accreditation progress, reports, coaching tools and exports. No card needed.
          </p>
        )}
        {status.paidFrom && (
          <p className="text-slate-700">
            Your remaining trial days are kept: the paid period starts on {formatLongDateOf(status.paidFrom)}, when your
            free trial ends.
          </p>
        )}
        {!status.hasAccess && (
          <>
            <p className="text-slate-700">Subscribe to keep using your clients, sessions and reports.</p>
            <p className="text-sm text-slate-700">
              Your data is still yours:{' '}
              <Link to={paths.exportImport} className="font-medium text-brand-700 underline underline-offset-4">
                export everything
              </Link>{' '}
              (JSON backup, CSV or Excel, ICF log) at any time.
            </p>
          </>
        )}
        {status.provider === 'demo' && (
          <p className="text-sm text-slate-600">
            Demo billing: no payment provider is configured, so checkout is a demo and no card is charged.
          </p>
        )}
        {status.hasAccess && (
          <Link to={paths.dashboard} className={buttonVariants({ variant: welcome ? 'primary' : 'secondary' })}>
            Continue to dashboard
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
