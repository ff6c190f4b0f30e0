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
 * The one path every subscription change takes, whether a Stripe webhook or a demo payment. Claim,
 * call, write: the event id is recorded first (a repeat or concurrent delivery finds it taken and
 * stops, so Stripe is asked once), the subscription's current state is re-fetched from Stripe (so
 * the order events arrive in does not matter) outside any transaction, so a slow Stripe never holds
 * a database connection (on PGlite, the only one); then one short transaction writes it. When the
 * call or the write fails, the claim is given back, so Stripe's retry of the event is processed.
 */
export async function processBillingEvent(deps: BillingDeps, event: BillingEvent): Promise<EventOutcome> {
  if (!handled.has(event.type)) return 'ignored';
  const { logger } = deps;
  const { db } = deps.database;
  const taken = await db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  const outcome = taken.length === 0 ? ('duplicate' as const) : await claimedEvent(deps, event);
  logger.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
  return outcome;
}

async function claimedEvent(deps: BillingDeps, event: BillingEvent) {
  const { db } = deps.database;
  try {
    const found = await findEventUser(db, event);
    if (!found) return 'unknown_customer' as const;
    const customerId = event.customerId ?? found.stripeCustomerId;
    const fetch = deps.billing.fetchCurrentSubscription;
    const snapshot =
      event.snapshot !== undefined ? event.snapshot : customerId && fetch ? await fetch(customerId) : null;
    return await db.transaction(async (tx) => {
      // Read again: the comparison that records a verification needs the row as it is now.
      let user = (await findEventUser(tx, event)) ?? found;
      const now = new Date();
      if (event.customerId && !user.stripeCustomerId) {
        const [linked] = await tx
          .update(users)
          .set({ stripeCustomerId: event.customerId })
          .where(eq(users.id, user.id))
          .returning();
        user = linked ?? user;
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
  } catch (error) {
    await db.delete(billingEvents).where(eq(billingEvents.id, event.id));
    throw error;
  }
}
