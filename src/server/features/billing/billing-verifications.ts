import { eq } from 'drizzle-orm';
import { hasSubscriptionAccess, isTrial, type AccessSubject } from '@/shared/domain/subscription-access';
import { subscriptionVerifications, users } from '../../db/schema';
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
