import { eq, inArray, sql } from 'drizzle-orm';
import { trialStatuses } from '@/shared/domain/subscription-access';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';

/**
 * Ends a free account: from now on the coach needs a subscription. There is no new trial, so a
 * trial that is still running ends now; a paid subscription is left as it is.
 */
export async function endFreeGrant(tx: Database, userId: string, now: Date) {
  const onTrial = inArray(users.subscriptionStatus, [...trialStatuses]);
  await tx
    .update(users)
    .set({
      freeAccount: false,
      subscriptionStatus: sql`case when ${onTrial} then 'canceled' else ${users.subscriptionStatus} end`,
      subscriptionEndDate: sql`case when ${onTrial} then ${now.toISOString()}::timestamptz else ${users.subscriptionEndDate} end`,
    })
    .where(eq(users.id, userId));
}
