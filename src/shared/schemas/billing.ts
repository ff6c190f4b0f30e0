import { z } from 'zod';
import type { SubscriptionStatus } from '../domain/subscription-access';

const checkoutSessionId = z
  .string({ message: 'A checkout session id is required' })
  .trim()
  .min(1, { message: 'A checkout session id is required' })
  .max(255, { message: 'Checkout session id is too long' });

/** GET /api/billing/status: a pending checkout's id lets the server re-check the provider at once. */
export const billingStatusQuerySchema = z.object({ checkoutSessionId: checkoutSessionId.optional() });

/** POST /api/billing/demo-checkout/complete */
export const completeDemoCheckoutSchema = z.object({ sessionId: checkoutSessionId });
export type CompleteDemoCheckoutInput = z.infer<typeof completeDemoCheckoutSchema>;

export type BillingProviderKind = 'stripe' | 'demo';

export interface BillingStatus {
  provider: BillingProviderKind;
  status: SubscriptionStatus;
  periodEnd: string | null;
  daysRemaining: number | null;
  hasAccess: boolean;
  isAdmin: boolean;
  freeAccount: boolean;
  /** Stripe customer portal available (a Stripe customer exists). */
  canManageBilling: boolean;
  /** Demo billing with a subscription that can be cancelled here. */
  canCancel: boolean;
  /** State of the checkout named in the query, when one was. */
  checkout: 'pending' | 'completed' | 'expired' | null;
  /** A paid subscription exists (it may still be in its carried-over trial days). */
  subscribed: boolean;
  /** Cancelled: it ends at periodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** When a subscription bought during the trial starts charging, while that is still ahead. */
  paidFrom: string | null;
  /** The end of the free trial while some of it is left (and no subscription yet). */
  trialEnd: string | null;
}
