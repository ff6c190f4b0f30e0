import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/client/features/auth';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { sendJson } from '@/client/lib/api-error';
import type { BillingStatus } from '@/shared/schemas/billing';
import { rememberPendingCheckout } from '../pending-checkout';

/** The browser re-checks the subscription every 30 minutes (spec section 9). */
export const BILLING_RECHECK_MS = 30 * 60 * 1000;

export const billingStatusKey = ['billing', 'status'] as const;

export const billingStatusQueryOptions = queryOptions({
  queryKey: billingStatusKey,
  // The layout's banner keeps this query mounted; while signing out or deleting the account it may
  // run once more after the session is gone, and that 401 must not replace the page's own redirect.
  // Signed-out visitors are sent to /login by the router's guards.
  queryFn: () => sendJson<BillingStatus>(() => api.billing.status.$get({ query: {} }), { redirectOn401: false }),
  refetchInterval: BILLING_RECHECK_MS,
});

export const useBillingStatus = () => useQuery(billingStatusQueryOptions);

/** One poll of a pending checkout: the server asks the provider directly. */
export function fetchCheckoutStatus(checkoutSessionId: string) {
  return sendJson<BillingStatus>(() => api.billing.status.$get({ query: { checkoutSessionId } }));
}

/** After any change, the status and the access the router guards read are fetched again. */
export function useRefreshAccess() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingStatusKey }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    ]);
}

/** Starts a checkout and leaves for it (Stripe's page, or our demo page). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: () => callApi(() => api.billing.checkout.$post()),
    onSuccess: ({ sessionId, url }) => {
      rememberPendingCheckout(sessionId);
      window.location.assign(url);
    },
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => callApi(() => api.billing.portal.$post()),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCancelSubscription() {
  const refreshAccess = useRefreshAccess();
  return useMutation({
    mutationFn: () => sendJson<null>(() => api.billing.cancel.$post()),
    onSuccess: refreshAccess,
  });
}

export function useCompleteDemoCheckout() {
  return useMutation({
    mutationFn: (sessionId: string) =>
      sendJson<null>(() => api.billing['demo-checkout'].complete.$post({ json: { sessionId } })),
  });
}
