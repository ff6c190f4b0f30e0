import { randomUUID } from 'node:crypto';
import type { BillingProvider, SubscriptionSnapshot } from './billing-provider';

/** The spec's fallback subscription period: what one demo payment buys. */
export const DEMO_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_CHECKOUT_PATH = '/subscription/demo-checkout';

/**
 * A subscription that a completed demo checkout starts. Paid during the free trial, its paid
 * period starts when the trial ends (as Stripe's `trial_end` does), so no trial day is lost.
 */
export function demoSubscription(now: Date, trialEnd: Date | null): SubscriptionSnapshot {
  const paidFrom = trialEnd && trialEnd.getTime() > now.getTime() ? trialEnd : now;
  return {
    id: `demo_sub_${randomUUID()}`,
    status: 'active',
    periodEnd: new Date(paidFrom.getTime() + DEMO_PERIOD_DAYS * DAY_MS),
    startedAt: paidFrom,
    cancelAtPeriodEnd: false,
  };
}

/**
 * Demo billing: no provider anywhere. Checkout is a page of our own whose button completes the
 * payment; the resulting event goes through the same processing as a Stripe one.
 */
export function createDemoProvider(): BillingProvider {
  return {
    kind: 'demo',
    createCustomer: async () => null,
    async createCheckout() {
      const id = `demo_cs_${randomUUID()}`;
      // Relative: the page is ours, on whichever origin the browser is using.
      return { id, url: `${DEMO_CHECKOUT_PATH}?session_id=${id}` };
    },
    createPortal: async () => null,
    cancelSubscription: async (subscriptionId) => ({
      id: subscriptionId,
      status: 'canceled',
      periodEnd: new Date(),
      startedAt: null,
      cancelAtPeriodEnd: false,
    }),
    parseWebhook() {
      throw new Error('Demo billing receives no webhooks');
    },
  };
}
