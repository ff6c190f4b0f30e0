// The only file that imports `stripe` (ESLint enforces it): everything else sees BillingProvider.
import Stripe from 'stripe';
import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type SubscriptionSnapshot,
} from './billing-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Where the Stripe API lives; tests point it at a local fake. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Stripe statuses onto ours; null means "no usable subscription" (checkout not paid yet). */
const STATUS_MAP: Record<string, SubscriptionStatus | null> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
  incomplete: null,
};

/** Stripe refuses a Checkout `trial_end` less than 48 hours ahead; an hour more covers the time to pay. */
const MIN_TRIAL_END_MS = 49 * 60 * 60 * 1000;

/**
 * The trial end to send to Checkout: the coach's own, or 49 hours from now when less is left
 * (Stripe's minimum), so that paying early never costs a trial day; at most two days are added.
 */
export function checkoutTrialEnd(trialEnd: Date | null, now: Date) {
  if (!trialEnd || trialEnd.getTime() <= now.getTime()) return null;
  return Math.ceil(Math.max(trialEnd.getTime(), now.getTime() + MIN_TRIAL_END_MS) / 1000);
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function idOf(value: string | { id: string } | null | undefined) {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
  const status = STATUS_MAP[subscription.status] ?? null;
  if (!status) return null;
  // Since API 2025-03 the period lives on the items; one plan means one item.
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    id: subscription.id,
    status,
    periodEnd:
      status === 'canceled' ? fromUnix(subscription.ended_at ?? subscription.canceled_at) : fromUnix(periodEnd),
    startedAt: fromUnix(subscription.start_date),
    // Cancelling in the portal sets one or the other, depending on the portal's settings.
    cancelAtPeriodEnd: status !== 'canceled' && (subscription.cancel_at_period_end || Boolean(subscription.cancel_at)),
  };
}

function toBillingEvent(event: Stripe.Event): BillingEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const base = { id: event.id, type: event.type, customerId: null, userId: null, checkoutSessionId: null };
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    return {
      ...base,
      customerId: idOf(session.customer),
      userId: session.client_reference_id,
      checkoutSessionId: session.id,
    };
  }
  return { ...base, customerId: idOf(object.customer as string | { id: string } | null) };
}

export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const stripe = new Stripe(settings.secretKey, { ...settings.api, maxNetworkRetries: 2, timeout: 20_000 });

  return {
    kind: 'stripe',
    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        // Two tabs pressing Subscribe at once create one customer.
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },
    async createCheckout({ userId, customerId, successUrl, cancelUrl, trialEnd }) {
      const trialEndSeconds = checkoutTrialEnd(trialEnd, new Date());
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: settings.priceId, quantity: 1 }],
        ...(trialEndSeconds ? { subscription_data: { trial_end: trialEndSeconds } } : {}),
        ...(customerId ? { customer: customerId } : {}),
        client_reference_id: userId,
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    async createPortal(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },
    async fetchCurrentSubscription(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 });
      const snapshots = [...list.data]
        .sort((a, b) => b.created - a.created)
        .map(toSnapshot)
        .filter((item) => item !== null);
      const live = snapshots.find((item) => item.status !== 'canceled');
      return live ?? snapshots[0] ?? null;
    },
    async cancelSubscription(subscriptionId) {
      const canceled = await stripe.subscriptions.cancel(subscriptionId);
      return (
        toSnapshot(canceled) ?? {
          id: canceled.id,
          status: 'canceled',
          periodEnd: new Date(),
          startedAt: null,
          cancelAtPeriodEnd: false,
        }
      );
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return toBillingEvent(event);
    },
  };
}

/** Signs a payload as Stripe would: for offline tests of the webhook. */
export function signStripeTestPayload(payload: string, secret: string) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
