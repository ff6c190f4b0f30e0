import { formatLongDateOf } from '@/client/lib/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useBillingStatus, useCancelSubscription, useOpenBillingPortal } from '../api/billing';
import { periodEndLabel } from '@/shared/billing/status-text';
import { subscriptionLabel } from './subscription-summary';

/** The account page's subscription: status, period end, days left, and how to change it. */
export function BillingCard() {
  const status = useBillingStatus();
  const portal = useOpenBillingPortal();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const data = status.data;

  function onCancel() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Subscription canceled', { description: 'Your subscription has ended.' });
      },
      onError: (error) => toast.error('Cancellation failed', { description: error.message }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending && <Spinner label="Loading your subscription..." className="flex items-center gap-3" />}
        {status.isError && (
          <ErrorPanel message="Your subscription could not be loaded." onRetry={() => void status.refetch()} />
        )}
        {data && (
          <>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-slate-900">Status</dt>
              <dd className="text-slate-700">{subscriptionLabel(data)}</dd>
              {!data.isAdmin && !data.freeAccount && data.periodEnd && (
                <>
                  <dt className="font-medium text-slate-900">{periodEndLabel(data)}</dt>
                  <dd className="text-slate-700">{formatLongDateOf(data.periodEnd)}</dd>
                  <dt className="font-medium text-slate-900">Days remaining</dt>
                  <dd className="text-slate-700">{data.daysRemaining}</dd>
                </>
              )}
            </dl>
            <div className="mt-5 flex flex-wrap gap-3">
              {data.canManageBilling && (
                <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
                  {portal.isPending ? 'Opening...' : 'Manage billing'}
                </Button>
              )}
              {data.canCancel && (
                <Button variant="destructive" onClick={() => setConfirming(true)}>
                  Cancel subscription
                </Button>
              )}
              {!data.canCancel && !data.isAdmin && !data.freeAccount && data.status !== 'active' && (
                <Link to={paths.plans} className={buttonVariants({ variant: 'secondary' })}>
                  View plans
                </Link>
              )}
            </div>
            {portal.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {portal.error.message}
              </p>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel subscription?"
        description="Your subscription ends now and the working pages close until you subscribe again."
        confirmLabel="Cancel subscription"
        onConfirm={onCancel}
        busy={cancel.isPending}
      />
    </Card>
  );
}
