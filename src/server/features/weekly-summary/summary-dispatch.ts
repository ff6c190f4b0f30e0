import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { addDays } from '@/shared/domain/accreditation/dates';
import { hasSubscriptionAccess } from '@/shared/domain/subscription-access';
import { FALLBACK_TIME_ZONE } from '@/shared/domain/time-zones';
import { dueSummaryWeek, type SummaryWeek } from '@/shared/domain/weekly-summary';
import type { JobDeps } from '../../app-env';
import { users, weeklySummaryDeliveries, weeklySummarySubscriptions } from '../../db/schema';

/** Subscribers read per query: the pass is paged, however many coaches subscribe. */
const PAGE_SIZE = 500;
/** Delivery rows are kept this long: enough to know a week was sent while it can still be due. */
const DELIVERIES_KEPT_DAYS = 35;

export interface DueSummary {
  userId: string;
  week: SummaryWeek;
}

/**
 * The subscribed, verified coaches with access for whom it is Monday morning now and whose
 * summary has not gone, a page of subscribers at a time.
 */
export async function* dueSummaries(deps: JobDeps): AsyncGenerator<DueSummary[]> {
  const { db } = deps.database;
  const now = deps.now();
  for (let after = ''; ;) {
    const page = await db
      .select({
        userId: users.id,
        timeZone: users.timeZone,
        role: users.role,
        freeAccount: users.freeAccount,
        subscriptionStatus: users.subscriptionStatus,
        subscriptionEndDate: users.subscriptionEndDate,
      })
      .from(weeklySummarySubscriptions)
      .innerJoin(users, eq(users.id, weeklySummarySubscriptions.userId))
      .where(and(gt(weeklySummarySubscriptions.userId, after), eq(users.emailVerified, true)))
      .orderBy(asc(weeklySummarySubscriptions.userId))
      .limit(PAGE_SIZE);
    const candidates = page.flatMap((coach) => {
      const week = dueSummaryWeek(now, coach.timeZone ?? FALLBACK_TIME_ZONE);
      return week && hasSubscriptionAccess(coach, now) ? [{ userId: coach.userId, week }] : [];
    });
    if (candidates.length > 0) {
      const done = await db
        .select({ userId: weeklySummaryDeliveries.userId, weekStart: weeklySummaryDeliveries.weekStart })
        .from(weeklySummaryDeliveries)
        .where(
          inArray(
            weeklySummaryDeliveries.userId,
            candidates.map((candidate) => candidate.userId),
          ),
        );
      const sent = new Set(done.map((row) => `${row.userId} ${row.weekStart}`));
      yield candidates.filter((candidate) => !sent.has(`${candidate.userId} ${candidate.week.weekStart}`));
    }
    if (page.length < PAGE_SIZE) return;
    after = page.at(-1)!.userId;
  }
}

/** Rows of weeks long past: no summary can be due for them any more. */
export async function forgetOldDeliveries(deps: JobDeps) {
  const today = deps.now().toISOString().slice(0, 10);
  await deps.database.db
    .delete(weeklySummaryDeliveries)
    .where(lt(weeklySummaryDeliveries.weekStart, addDays(today, -DELIVERIES_KEPT_DAYS)));
}
