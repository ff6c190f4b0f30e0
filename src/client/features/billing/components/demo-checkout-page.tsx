import { FlaskConical } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { formatPlanPrice, plan } from '@/shared/billing/plans';
import { useCompleteDemoCheckout } from '../api/billing';

/** Demo billing's checkout: clearly a demo, no card; its button completes the payment locally. */
export function DemoCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id');
  const complete = useCompleteDemoCheckout();

  function pay() {
    if (!sessionId) return;
    complete.mutate(sessionId, {
      onSuccess: () =>
        void navigate(`${paths.plans}?checkout=success&session_id=${encodeURIComponent(sessionId)}`, {
          replace: true,
        }),
    });
  }

  return (
    <div className="mx-auto max-w-lg">
      <Card>
        <CardHeader>
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
            <FlaskConical className="size-3.5" aria-hidden="true" />
            Demo
          </p>
          <CardTitle>Demo checkout</CardTitle>
          <CardDescription>
            This is a demo checkout. No payment provider is configured, so no card is needed and nothing is charged.
            Completing it activates your subscription for 30 days.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="flex items-baseline justify-between rounded-lg border border-slate-200 p-4">
            <span className="font-medium text-slate-900">Coach Logbook {plan.name}</span>
            <span className="whitespace-nowrap text-slate-900">
              <span className="text-xl font-semibold">{formatPlanPrice()}</span> a month
            </span>
          </div>
          {!sessionId && (
            <p role="alert" className="text-sm text-red-700">
              This checkout link is incomplete. Start again from the plans page.
            </p>
          )}
          {complete.isError && (
            <p role="alert" className="text-sm text-red-700">
              {complete.error.message}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button className="sm:flex-1" onClick={pay} disabled={!sessionId || complete.isPending}>
              {complete.isPending ? 'Completing...' : 'Complete demo payment'}
            </Button>
            <Link to={`${paths.plans}?checkout=canceled`} className={buttonVariants({ variant: 'secondary' })}>
              Cancel and return to plans
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
