import type { SubscriptionStatus } from '@/shared/domain/subscription-access';

/** A provider's subscription, reduced to what the access rule needs. */
export interface SubscriptionSnapshot {
  id: string;
  status: SubscriptionStatus;
  /** End of the paid (or trial) period; for an ended subscription, when it ended. */
  periodEnd: Date | null;
  startedAt: Date | null;
  /** Cancelled by the coach but still running: it ends at periodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean;
}

/** Event types that change a coach's subscription; every other event is acknowledged and ignored. */
export const handledBillingEvents = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
  'invoice.paid',
] as const;

/** A provider event, as the rest of the app sees it. */
export interface BillingEvent {
  id: string;
  type: string;
  customerId: string | null;
  /** Who started the checkout (Stripe's client_reference_id), when the event says. */
  userId: string | null;
  checkoutSessionId: string | null;
  /**
   * The subscription's new state when the provider itself is the source (demo billing). Stripe
   * events carry none: the current subscription is re-fetched, so out-of-order events converge.
   */
  snapshot?: SubscriptionSnapshot | null;
}

export interface CheckoutRequest {
  userId: string;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  /**
   * The end of the coach's remaining free trial, when they subscribe during it: the paid period
   * starts then, so paying early loses no trial day.
   */
  trialEnd: Date | null;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * The one seam between the app and a payment provider. `stripe` talks to Stripe; `demo` runs
 * everything locally so the product works on one machine with no account anywhere.
 */
export interface BillingProvider {
  readonly kind: 'stripe' | 'demo';
  /** The customer to bill: created once per coach and then reused (null for demo billing). */
  createCustomer(user: { id: string; email: string }): Promise<string | null>;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The customer portal's address, or null when the provider has none (demo). */
  createPortal(customerId: string, returnUrl: string): Promise<string | null>;
  /**
   * The customer's current subscription (an active-like one first, else the newest), or null when
   * there is none. Undefined for demo billing, whose state lives only in our database.
   */
  fetchCurrentSubscription?(customerId: string): Promise<SubscriptionSnapshot | null>;
  /** Ends the subscription now; returns its final state. */
  cancelSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Checks the signature on the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent;
}
