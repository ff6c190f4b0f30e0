import { and, eq } from 'drizzle-orm';
import { hasSubscriptionAccess } from '@/shared/domain/subscription-access';
import type { SummaryWeek } from '@/shared/domain/weekly-summary';
import type { JobDeps } from '../../app-env';
import { users, weeklySummaryDeliveries, weeklySummarySubscriptions } from '../../db/schema';
import { readSummaryContent } from './summary-content';
import { weeklySummaryEmail } from './summary-email';
import { unsubscribeLinks } from './unsubscribe-links';

export type DeliveryOutcome = 'sent' | 'not subscribed' | 'no access' | 'already sent';

/**
 * One coach's summary for one week, at most once: the week's row is claimed before the e-mail
 * goes (outside any transaction) and marked sent after. A mail failure gives the claim back and
 * throws, so the job is retried; a process that dies in between leaves the claim, and that week's
 * summary is not sent twice (nor, then, at all).
 */
export async function deliverWeeklySummary(
  deps: JobDeps,
  { userId, week }: { userId: string; week: SummaryWeek },
): Promise<DeliveryOutcome> {
  const { db } = deps.database;
  // Verified, subscribed coaches only; a deleted account has no row left to find.
  const [coach] = await db
    .select({
      email: users.email,
      role: users.role,
      freeAccount: users.freeAccount,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
    })
    .from(weeklySummarySubscriptions)
    .innerJoin(users, eq(users.id, weeklySummarySubscriptions.userId))
    .where(and(eq(weeklySummarySubscriptions.userId, userId), eq(users.emailVerified, true)));
  if (!coach) return 'not subscribed';
  if (!hasSubscriptionAccess(coach, deps.now())) return 'no access';

  const claimed = await db
    .insert(weeklySummaryDeliveries)
    .values({ userId, weekStart: week.weekStart, status: 'sending' })
    .onConflictDoNothing()
    .returning({ userId: weeklySummaryDeliveries.userId });
  if (claimed.length === 0) return 'already sent';
  const thisWeek = and(
    eq(weeklySummaryDeliveries.userId, userId),
    eq(weeklySummaryDeliveries.weekStart, week.weekStart),
  );

  try {
    const content = await readSummaryContent(db, { userId, week });
    const unsubscribe = unsubscribeLinks(deps.env.appUrl, deps.signer, userId);
    await deps.mailer.send(weeklySummaryEmail(coach.email, content, { appUrl: deps.env.appUrl, unsubscribe }));
  } catch (error) {
    await db.delete(weeklySummaryDeliveries).where(thisWeek);
    throw error;
  }
  await db.update(weeklySummaryDeliveries).set({ status: 'sent' }).where(thisWeek);
  return 'sent';
}
