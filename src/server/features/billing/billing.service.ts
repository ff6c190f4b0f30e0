import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { isCheckoutPending } from '@/shared/billing/checkout-polling';
import { daysRemaining, hasSubscriptionAccess } from '@/shared/domain/subscription-access';
import type { BillingStatus } from '@/shared/schemas/billing';
import { checkoutSessions, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { demoSubscription } from '../../lib/billing/demo-provider';
import type { BillingDeps } from './billing-deps';
import { processBillingEvent } from './billing-events.service';
import { verifyAccess } from './billing-sync.service';
import { accessSubject, findUser, type BillingUser } from './billing-verifications';

const PLANS_PATH = '/subscription/plans';

/** A provider call; its failure becomes one clear 503 instead of an unexplained 500. */
async function callProvider<T>(deps: BillingDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.logger.error({ err: error, provider: deps.billing.kind }, `billing provider failed: ${what}`);
    throw new AppError('BILLING_UNAVAILABLE', 'The payment provider could not be reached. Please try again.');
  }
}
const ACCOUNT_PATH = '/account';

/** A subscription the coach pays for (or is in a provider trial of), as opposed to our own trial. */
function hasPaidSubscription(user: BillingUser) {
  return (
    user.stripeSubscriptionId !== null &&
    (user.subscriptionStatus === 'active' ||
      user.subscriptionStatus === 'trialing' ||
      user.subscriptionStatus === 'past_due')
  );
}

/**
 * The end of the coach's own free trial while some of it is left: a subscription bought now
 * starts its paid period then. Null once the trial is over or for a paid subscription.
 */
function remainingTrialEnd(user: BillingUser, now: Date) {
  if (user.role === 'admin' || user.freeAccount || user.subscriptionStatus !== 'trial') return null;
  const end = user.subscriptionEndDate;
  return end && end.getTime() > now.getTime() ? end : null;
}

async function findCheckout(deps: BillingDeps, userId: string, sessionId: string) {
  const [row] = await deps.database.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
  return row ?? null;
}

function checkoutState(row: typeof checkoutSessions.$inferSelect | null, now: Date): BillingStatus['checkout'] {
  if (!row) return null;
  if (row.completedAt) return 'completed';
  return isCheckoutPending(row.createdAt, now) ? 'pending' : 'expired';
}

/**
 * The coach's billing status. While the browser waits for a pending checkout of theirs, each poll
 * asks the provider directly, so a slow webhook does not keep them waiting.
 */
export async function getBillingStatus(
  deps: BillingDeps,
  { userId, checkoutSessionId }: { userId: string; checkoutSessionId?: string },
): Promise<BillingStatus> {
  const now = new Date();
  let checkout = checkoutSessionId ? await findCheckout(deps, userId, checkoutSessionId) : null;
  const waiting = checkoutState(checkout, now) === 'pending';
  const user = await verifyAccess(deps, userId, { source: waiting ? 'checkout' : 'status check', force: waiting });
  if (!user) throw notFound('User');
  if (waiting) checkout = await findCheckout(deps, userId, checkoutSessionId!);
  const provider = deps.billing.kind;
  const subscribed = hasPaidSubscription(user);
  return {
    provider,
    status: user.subscriptionStatus,
    periodEnd: user.subscriptionEndDate?.toISOString() ?? null,
    daysRemaining: daysRemaining(user.subscriptionEndDate, now),
    hasAccess: hasSubscriptionAccess(accessSubject(user), now),
    isAdmin: user.role === 'admin',
    freeAccount: user.freeAccount,
    canManageBilling: provider === 'stripe' && user.stripeCustomerId !== null,
    canCancel: provider === 'demo' && subscribed,
    checkout: checkoutState(checkout, now),
    subscribed,
    cancelAtPeriodEnd: subscribed && user.subscriptionCancelAtPeriodEnd,
    paidFrom: paidPeriodStart(user, subscribed, now)?.toISOString() ?? null,
    trialEnd: remainingTrialEnd(user, now)?.toISOString() ?? null,
  };
}

/** When a subscription bought during the free trial starts charging, while that is still ahead. */
function paidPeriodStart(user: BillingUser, subscribed: boolean, now: Date) {
  if (!subscribed) return null;
  // Stripe keeps the carried-over trial days as its own trial; demo billing starts the period later.
  const start = user.subscriptionStatus === 'trialing' ? user.subscriptionEndDate : user.subscriptionStartDate;
  return start && start.getTime() > now.getTime() ? start : null;
}

/** The customer is created once and kept; a concurrent first checkout reuses the stored one. */
async function ensureCustomer(deps: BillingDeps, user: BillingUser) {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const created = await callProvider(deps, 'create customer', () =>
    deps.billing.createCustomer({ id: user.id, email: user.email }),
  );
  if (!created) return null;
  await deps.database.db
    .update(users)
    .set({ stripeCustomerId: created })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  return (await findUser(deps.database.db, user.id))?.stripeCustomerId ?? created;
}

export async function startCheckout(deps: BillingDeps, { userId }: { userId: string }) {
  const user = await findUser(deps.database.db, userId);
  if (!user) throw notFound('User');
  if (hasPaidSubscription(user) && user.subscriptionStatus === 'past_due') {
    // A second subscription would charge twice: the failed payment is fixed in the portal.
    throw new AppError('CONFLICT', 'Your last payment failed. Update your payment method under Manage billing.');
  }
  if (hasPaidSubscription(user) && hasSubscriptionAccess(accessSubject(user), new Date())) {
    throw new AppError('CONFLICT', 'You already have an active subscription');
  }
  const customerId = await ensureCustomer(deps, user);
  const plansUrl = `${deps.env.appUrl}${PLANS_PATH}`;
  const checkout = await callProvider(deps, 'create checkout', () =>
    deps.billing.createCheckout({
      userId,
      customerId,
      // Stripe fills in {CHECKOUT_SESSION_ID}; the plans page polls until the subscription shows.
      successUrl: `${plansUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${plansUrl}?checkout=canceled`,
      trialEnd: remainingTrialEnd(user, new Date()),
    }),
  );
  await deps.database.db.insert(checkoutSessions).values({ id: checkout.id, userId, provider: deps.billing.kind });
  return { sessionId: checkout.id, url: checkout.url };
}

export async function openBillingPortal(deps: BillingDeps, { userId }: { userId: string }) {
  const user = await findUser(deps.database.db, userId);
  if (!user) throw notFound('User');
  if (deps.billing.kind === 'demo') throw new AppError('CONFLICT', 'Demo billing has no customer portal');
  if (!user.stripeCustomerId) throw new AppError('CONFLICT', 'There is no billing account yet. Subscribe first.');
  const customerId = user.stripeCustomerId;
  const url = await callProvider(deps, 'open portal', () =>
    deps.billing.createPortal(customerId, `${deps.env.appUrl}${ACCOUNT_PATH}`),
  );
  if (!url) throw new AppError('CONFLICT', 'Demo billing has no customer portal');
  return { url };
}

/**
 * Demo billing's 'Complete demo payment': 30 days of access from the end of the free trial (or
 * from now once it is over), through the same path as a Stripe event.
 */
export async function completeDemoCheckout(
  deps: BillingDeps,
  { userId, sessionId }: { userId: string; sessionId: string },
) {
  if (deps.billing.kind !== 'demo') throw notFound('Checkout session');
  const now = new Date();
  const row = await findCheckout(deps, userId, sessionId);
  const state = checkoutState(row, now);
  if (state === null) throw notFound('Checkout session');
  if (state === 'completed') throw new AppError('CONFLICT', 'This checkout is already complete');
  if (state === 'expired') throw new AppError('CONFLICT', 'This checkout has expired. Please start again.');
  // Claim the checkout first: a double click completes it once.
  const claimed = await deps.database.db
    .update(checkoutSessions)
    .set({ completedAt: now })
    .where(and(eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.completedAt)))
    .returning({ id: checkoutSessions.id });
  if (claimed.length === 0) throw new AppError('CONFLICT', 'This checkout is already complete');
  const user = await findUser(deps.database.db, userId);
  if (!user) throw notFound('User');
  await processBillingEvent(deps, {
    id: `demo_evt_${randomUUID()}`,
    type: 'checkout.session.completed',
    customerId: null,
    userId,
    checkoutSessionId: sessionId,
    snapshot: demoSubscription(now, remainingTrialEnd(user, now)),
  });
}

/** Ends the coach's subscription now (demo billing's 'Cancel subscription'; account deletion). */
export async function cancelSubscription(deps: BillingDeps, { userId }: { userId: string }) {
  const user = await findUser(deps.database.db, userId);
  if (!user) throw notFound('User');
  if (!hasPaidSubscription(user)) throw new AppError('CONFLICT', 'You have no subscription to cancel');
  const subscriptionId = user.stripeSubscriptionId!;
  const snapshot = await callProvider(deps, 'cancel subscription', () =>
    deps.billing.cancelSubscription(subscriptionId),
  );
  await processBillingEvent(deps, {
    id: `${deps.billing.kind}_cancel_${randomUUID()}`,
    type: 'customer.subscription.deleted',
    customerId: user.stripeCustomerId,
    userId,
    checkoutSessionId: null,
    snapshot,
  });
}

/**
 * Cancels a coach's paid subscription before their account is deleted, so nobody is charged for an
 * account that no longer exists. Does nothing when there is none. Throws when the provider cannot
 * be reached: the deletion must then stop.
 */
export async function cancelBillingForUser(deps: BillingDeps, userId: string): Promise<void> {
  const user = await findUser(deps.database.db, userId);
  if (!user || !hasPaidSubscription(user)) return;
  await deps.billing.cancelSubscription(user.stripeSubscriptionId!);
  deps.logger.info({ userId, subscriptionId: user.stripeSubscriptionId }, 'subscription canceled before deletion');
}

/** The verification at sign-in; a failure is logged, never a reason to refuse the sign-in. */
export async function verifyAtSignIn(deps: BillingDeps, userId: string) {
  try {
    await verifyAccess(deps, userId, { source: 'sign-in' });
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'subscription verification at sign-in failed');
  }
}
