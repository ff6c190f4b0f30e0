import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { CHECKOUT_POLL } from '@/shared/billing/checkout-polling';
import { useCheckoutPolling } from '../use-checkout-polling';

/** Shown on return from checkout while the payment is confirmed. */
export function CheckoutProgress({ sessionId }: { sessionId: string }) {
  const [round, setRound] = useState(0);
  const state = useCheckoutPolling(sessionId, round);

  return (
    <Card aria-live="polite">
      <CardContent className="pt-6">
        {state.phase === 'polling' && (
          <div>
            <Spinner
              label={`Confirming your payment… (check ${Math.max(state.attempt, 1)} of ${CHECKOUT_POLL.attempts})`}
              className="flex items-center gap-3 text-slate-700"
            />
            <div
              role="progressbar"
              aria-label="Payment confirmation progress"
              aria-valuemin={0}
              aria-valuemax={CHECKOUT_POLL.attempts}
              aria-valuenow={state.attempt}
              className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-700 transition-[width] duration-500"
                style={{ width: `${(state.attempt / CHECKOUT_POLL.attempts) * 100}%` }}
              />
            </div>
          </div>
        )}
        {state.phase === 'active' && (
          <p className="flex items-center gap-2 font-medium text-green-800">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Payment confirmed. Your subscription is active.
          </p>
        )}
        {state.phase === 'timeout' && (
          <div role="alert">
            <p className="text-slate-800">
              We have not received confirmation of your payment yet. It can take a few minutes.
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => setRound((value) => value + 1)}>
              Check again
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
