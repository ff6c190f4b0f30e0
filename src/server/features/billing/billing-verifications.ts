import { desc, eq } from 'drizzle-orm';
import { hasSubscriptionAccess, isTrial, type AccessSubject } from '@/shared/domain/subscription-access';
import { subscriptionVerifications, users } from '../../db/schema';
import type { SubscriptionVerification } from '@/shared/schemas/admin-users';
import type { Executor } from './billing-deps';

export type BillingUser = typeof users.$inferSelect;

/** The user row as the access rule reads it. */
export function accessSubject(user: BillingUser): AccessSubject {
  return {
    role: user.role,
    freeAccount: user.freeAccount,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate,
  };
}

/** What a verification found, in the words the subscription_verifications rows use. */
export function verificationResult(user: BillingUser, now: Date) {
  if (user.role === 'admin') return 'admin';
  if (user.freeAccount) return 'free_account';
  const valid = hasSubscriptionAccess(accessSubject(user), now);
  if (isTrial(user.subscriptionStatus)) return valid ? 'trial' : 'trial_expired';
  if (user.subscriptionStatus === 'active') return valid ? 'active' : 'expired';
  return user.subscriptionStatus;
}

export async function recordVerification(db: Executor, userId: string, result: string, notes: string) {
  await db.insert(subscriptionVerifications).values({ userId, result, notes });
}

export async function findUser(db: Executor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** How many verifications the admin's user page shows: enough to see a pattern, bounded. */
const VERIFICATIONS_SHOWN = 20;

/** A coach's latest verifications, newest first, for the admin's user page. */
export async function listVerifications(db: Executor, userId: string): Promise<SubscriptionVerification[]> {
  const rows = await db
    .select({
      id: subscriptionVerifications.id,
      verifiedAt: subscriptionVerifications.verifiedAt,
      result: subscriptionVerifications.result,
      notes: subscriptionVerifications.notes,
    })
    .from(subscriptionVerifications)
    .where(eq(subscriptionVerifications.userId, userId))
    .orderBy(desc(subscriptionVerifications.verifiedAt), desc(subscriptionVerifications.id))
    .limit(VERIFICATIONS_SHOWN);
  return rows.map((row) => ({ ...row, verifiedAt: row.verifiedAt.toISOString() }));
}
