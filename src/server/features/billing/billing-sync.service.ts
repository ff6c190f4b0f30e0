import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { BillingDeps } from './billing-deps';
import { applySnapshot } from './billing-events.service';
import { findUser, recordVerification, verificationResult, type BillingUser } from './billing-verifications';

/** A full re-sync with the provider happens at most this often per coach (and on every webhook). */
export const BILLING_RESYNC_MS = 24 * 60 * 60 * 1000;

export type VerificationSource = 'sign-in' | 'status check' | 'checkout';

/**
 * Verifies a coach's access. The provider is asked when a re-sync is due (24 h), or forced (a
 * checkout the browser is waiting for); a verification at sign-in or a due re-sync writes a
 * subscription_verifications row. A provider outage leaves the stored state in force.
 */
export async function verifyAccess(
  deps: BillingDeps,
  userId: string,
  { source, force = false }: { source: VerificationSource; force?: boolean },
): Promise<BillingUser | null> {
  const db = deps.database.db;
  let user = await findUser(db, userId);
  if (!user) return null;
  const now = new Date();
  const due = !user.billingSyncedAt || now.getTime() - user.billingSyncedAt.getTime() >= BILLING_RESYNC_MS;
  const customerId = user.stripeCustomerId;
  const fetchCurrent = deps.billing.fetchCurrentSubscription;
  const askProvider = customerId !== null && fetchCurrent !== undefined && (due || force);

  let note: string = source;
  if (askProvider) {
    try {
      const snapshot = await fetchCurrent(customerId);
      user = await applySnapshot(db, user, snapshot, `${source} re-sync`, now);
      note = `${source}, re-synced with ${deps.billing.kind}`;
    } catch (error) {
      deps.logger.warn({ err: error, userId }, 'billing re-sync failed; the stored state stands');
      note = `${source}, provider unreachable: stored state used`;
    }
  } else if (due) {
    const [synced] = await db.update(users).set({ billingSyncedAt: now }).where(eq(users.id, userId)).returning();
    user = synced ?? user;
  }
  // A row per verification at sign-in and per daily re-sync; checkout polls only write changes.
  if (source === 'sign-in' || due) await recordVerification(db, userId, verificationResult(user, now), note);
  return user;
}
