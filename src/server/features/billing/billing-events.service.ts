import { and, eq, isNull } from 'drizzle-orm';
import { billingEvents, checkoutSessions, users } from '../../db/schema';
import { handledBillingEvents, type BillingEvent, type SubscriptionSnapshot } from '../../lib/billing/billing-provider';
import type { BillingDeps, Executor } from './billing-deps';
import { recordVerification, verificationResult, type BillingUser } from './billing-verifications';

const handled = new Set<string>(handledBillingEvents);

/**
 * Writes a provider's subscription onto the coach. No subscription at all where there was one
 * means it is gone ('none_found': canceled, no end date); no subscription and none before leaves
 * the local trial as it is. A change of status or end writes a verification row.
 */
export async function applySnapshot(
  db: Executor,
  user: BillingUser,
  snapshot: SubscriptionSnapshot | null,
  reason: string,
  now: Date,
) {
  if (!snapshot) {
    if (!user.stripeSubscriptionId || user.subscriptionStatus === 'canceled') {
      await db.update(users).set({ billingSyncedAt: now }).where(eq(users.id, user.id));
      return user;
    }
    const [updated] = await db
      .update(users)
      .set({
        subscriptionStatus: 'canceled',
        subscriptionEndDate: null,
        subscriptionCancelAtPeriodEnd: false,
        billingSyncedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    await recordVerification(db, user.id, 'none_found', `${reason}: no subscription at the provider`);
    return updated!;
  }
  const [updated] = await db
    .update(users)
    .set({
      subscriptionStatus: snapshot.status,
      subscriptionEndDate: snapshot.periodEnd,
      subscriptionStartDate: snapshot.startedAt ?? user.subscriptionStartDate,
      subscriptionCancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      stripeSubscriptionId: snapshot.id,
      billingSyncedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  const changed =
    user.subscriptionStatus !== snapshot.status ||
    user.subscriptionEndDate?.getTime() !== snapshot.periodEnd?.getTime() ||
    user.stripeSubscriptionId !== snapshot.id ||
    user.subscriptionCancelAtPeriodEnd !== snapshot.cancelAtPeriodEnd;
  if (changed) {
    await recordVerification(
      db,
      user.id,
      verificationResult(updated!, now),
      `${reason}: ${user.subscriptionStatus} → ${snapshot.status} (subscription ${snapshot.id})`,
    );
  }
  return updated!;
}

async function findEventUser(db: Executor, event: BillingEvent) {
  if (event.userId) {
    const [byId] = await db.select().from(users).where(eq(users.id, event.userId));
    if (byId) return byId;
  }
  if (event.customerId) {
    const [byCustomer] = await db.select().from(users).where(eq(users.stripeCustomerId, event.customerId));
    if (byCustomer) return byCustomer;
  }
  return null;
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_customer';

/**
 * The one path every subscription change takes, whether a Stripe webhook or a demo payment:
 * record the event id (a repeat or concurrent delivery finds it taken and stops), find the coach,
 * take the subscription's current state (re-fetched from Stripe, so the order events arrive in
 * does not matter) and write it, all in one transaction.
 */
export async function processBillingEvent(deps: BillingDeps, event: BillingEvent): Promise<EventOutcome> {
  if (!handled.has(event.type)) return 'ignored';
  const { billing, logger } = deps;
  const outcome = await deps.database.db.transaction(async (tx) => {
    const taken = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (taken.length === 0) return 'duplicate' as const;

    let user = await findEventUser(tx, event);
    if (!user) return 'unknown_customer' as const;
    const now = new Date();
    if (event.customerId && !user.stripeCustomerId) {
      const [linked] = await tx
        .update(users)
        .set({ stripeCustomerId: event.customerId })
        .where(eq(users.id, user.id))
        .returning();
      user = linked ?? user;
    }
    const customerId = event.customerId ?? user.stripeCustomerId;
    let snapshot = event.snapshot;
    if (snapshot === undefined) {
      snapshot =
        customerId && billing.fetchCurrentSubscription ? await billing.fetchCurrentSubscription(customerId) : null;
    }
    await applySnapshot(tx, user, snapshot, event.type, now);
    if (event.checkoutSessionId) {
      await tx
        .update(checkoutSessions)
        .set({ completedAt: now })
        .where(
          and(
            eq(checkoutSessions.id, event.checkoutSessionId),
            eq(checkoutSessions.userId, user.id),
            isNull(checkoutSessions.completedAt),
          ),
        );
    }
    return 'applied' as const;
  });
  logger.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
  return outcome;
}
