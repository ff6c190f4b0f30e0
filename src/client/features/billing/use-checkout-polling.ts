import { useEffect, useState } from 'react';
import { CHECKOUT_POLL, checkoutPollDelay } from '@/shared/billing/checkout-polling';
import { fetchCheckoutStatus, useRefreshAccess } from './api/billing';
import { forgetPendingCheckout } from './pending-checkout';

export type CheckoutPollState = { phase: 'polling'; attempt: number } | { phase: 'active' } | { phase: 'timeout' };

/**
 * After checkout: asks for the status up to 10 times (2 s, growing 1.5 times, at most 10 s) until
 * the subscription is active or trialing. The pending checkout is forgotten once it is.
 * `round` starts another series (the 'Check again' button).
 */
export function useCheckoutPolling(sessionId: string | null, round: number) {
  const [state, setState] = useState<CheckoutPollState>({ phase: 'polling', attempt: 0 });
  const refreshAccess = useRefreshAccess();

  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = (attempt: number) => {
      timer = setTimeout(async () => {
        if (stopped) return;
        setState({ phase: 'polling', attempt: attempt + 1 });
        let active = false;
        try {
          const status = await fetchCheckoutStatus(sessionId);
          active = (status.status === 'active' || status.status === 'trialing') && status.hasAccess;
        } catch {
          // A failed poll counts as an attempt; the next one may get through.
        }
        if (stopped) return;
        if (active) {
          forgetPendingCheckout();
          await refreshAccess();
          if (!stopped) setState({ phase: 'active' });
        } else if (attempt + 1 >= CHECKOUT_POLL.attempts) {
          setState({ phase: 'timeout' });
        } else {
          poll(attempt + 1);
        }
      }, checkoutPollDelay(attempt));
    };
    timer = setTimeout(() => {
      if (!stopped) setState({ phase: 'polling', attempt: 0 });
      poll(0);
    }, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // refreshAccess is a new function each render; the series depends only on the checkout and round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, round]);

  return state;
}
