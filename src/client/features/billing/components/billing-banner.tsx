import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { meQueryOptions, useMe } from '@/client/features/auth';
import { billingBannerKind } from '@/shared/billing/status-text';
import { useBillingStatus } from '../api/billing';

/**
 * On every signed-in page: a failed payment, or a trial ending within 3 days. Its status query
 * re-checks every 30 minutes; when access has changed meanwhile, the router's copy is refreshed.
 */
export function BillingBanner() {
  const { data: status } = useBillingStatus();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const meHasAccess = me?.access?.hasSubscription;

  useEffect(() => {
    if (status && meHasAccess !== undefined && status.hasAccess !== meHasAccess) {
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    }
  }, [status, meHasAccess, queryClient]);

  const kind = status ? billingBannerKind(status) : null;
  if (!status || !kind) return null;
  const days = status.daysRemaining ?? 0;
  const trialText =
    days === 0 ? 'Your free trial ends today.' : `Your free trial ends in ${days} ${days === 1 ? 'day' : 'days'}.`;

  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm text-amber-950">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {kind === 'payment_failed' ? (
          <>
            <span>Payment failed. Update your payment method to keep your access.</span>
            <Link to={paths.account} className="font-semibold underline underline-offset-2">
              Manage billing
            </Link>
          </>
        ) : (
          <>
            <span>{trialText}</span>
            <Link to={paths.plans} className="font-semibold underline underline-offset-2">
              Subscribe
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
