import { formatLongDateOf } from '@/client/lib/dates';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { PlanCard } from '@/client/components/marketing/plan-card';
import { localKeys, removeLocal } from '@/client/lib/local-data';
import { useBillingStatus, useOpenBillingPortal, useStartCheckout } from '../api/billing';
import { forgetPendingCheckout, readPendingCheckout } from '../pending-checkout';
import { CheckoutProgress } from './checkout-progress';
import { isWelcome, PlanStatusCard } from './plan-status-card';

/** Which checkout to wait for: the one named in the return address, else one this browser started. */
function checkoutToFollow(params: URLSearchParams) {
  if (params.get('checkout') === 'canceled') return null;
  const pending = readPendingCheckout();
  const returned = params.get('checkout') === 'success' ? params.get('session_id') : null;
  return returned ?? pending?.id ?? null;
}

export function PlansPage() {
  const [params] = useSearchParams();
  const status = useBillingStatus();
  const startCheckout = useStartCheckout();
  const portal = useOpenBillingPortal();
  const canceled = params.get('checkout') === 'canceled';
  useEffect(() => {
    if (canceled) forgetPendingCheckout();
    // The plan chosen before signing in has brought the coach here: it is resumed.
    removeLocal(localKeys.pendingPlan);
  }, [canceled]);
  const following = checkoutToFollow(params);
  const data = status.data;
  const subscribed = data && data.hasAccess && data.subscribed;
  const welcome = data !== undefined && isWelcome(data);
  const needsNoPayment = data && (data.isAdmin || data.freeAccount);
  // A failed Stripe payment is fixed in the portal; a second checkout would charge twice.
  const fixPayment = data && data.status === 'past_due' && data.canManageBilling;

  function subscribe() {
    startCheckout.mutate(undefined, {
      onError: (error) => toast.error('Checkout failed', { description: error.message }),
    });
  }

  return (
    <div className="space-y-6">
      {welcome ? (
        <PageHeader
          title="Welcome to Coach Logbook"
          description="Your free trial is open: try everything, and subscribe whenever you are ready."
        />
      ) : (
        <PageHeader title="Subscription plans" description="Choose a plan to keep using Coach Logbook." />
      )}
      {canceled && (
        <p role="status" className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">
          Checkout canceled. You have not been charged.
        </p>
      )}
      {following && <CheckoutProgress sessionId={following} />}
      {status.isPending && <Spinner label="Loading your subscription..." />}
      {status.isError && (
        <ErrorPanel message="Your subscription could not be loaded." onRetry={() => void status.refetch()} />
      )}
      {data && (
        <div className="grid gap-6 md:grid-cols-[1fr_minmax(0,24rem)]">
          <PlanStatusCard status={data} />
          <PlanCard
            headingLevel={2}
            action={
              following && !subscribed ? (
                <p className="mt-6 text-center text-sm font-medium text-slate-700">Waiting for your payment…</p>
              ) : fixPayment ? (
                <Button
                  className="mt-6 w-full"
                  onClick={() =>
                    portal.mutate(undefined, {
                      onError: (error) => toast.error('Billing unavailable', { description: error.message }),
                    })
                  }
                  disabled={portal.isPending}
                >
                  Manage billing
                </Button>
              ) : subscribed || needsNoPayment ? (
                <p className="mt-6 text-center text-sm font-medium text-slate-700">
                  {subscribed ? 'You are subscribed to this plan.' : 'Your account needs no payment.'}
                </p>
              ) : (
                <>
                  <Button
                    className="mt-6 w-full"
                    variant={welcome ? 'secondary' : 'primary'}
                    onClick={subscribe}
                    disabled={startCheckout.isPending}
                  >
                    {startCheckout.isPending ? 'Starting checkout...' : 'Subscribe'}
                  </Button>
                  {data.trialEnd && (
                    <p className="mt-3 text-sm text-slate-600">
                      Subscribing now keeps your trial days: the first payment is on {formatLongDateOf(data.trialEnd)},
                      when your free trial ends.
                    </p>
                  )}
                </>
              )
            }
          />
        </div>
      )}
    </div>
  );
}
