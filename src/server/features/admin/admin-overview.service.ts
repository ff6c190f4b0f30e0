import { inArray, sql } from 'drizzle-orm';
import { plan } from '@/shared/billing/plans';
import { trialStatuses } from '@/shared/domain/subscription-access';
import type { AdminOverview } from '@/shared/schemas/admin-overview';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

const SIGN_UP_DAYS = 30;

/**
 * The back-office figures, counted by the database. Admins and free accounts pay nothing, so
 * only paying coaches count as active subscriptions and towards monthly recurring revenue.
 */
export async function getAdminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const [totals] = (
    (await db.execute(sql`
      select
        count(*)::int as users,
        count(*) filter (where role = 'user' and not free_account
          and ${inArray(users.subscriptionStatus, [...trialStatuses])}
          and (subscription_end_date is null or subscription_end_date > ${now.toISOString()}::timestamptz))::int as on_trial,
        count(*) filter (where role = 'user' and not free_account and subscription_status = 'active')::int as active,
        count(*) filter (where free_account)::int as free_accounts
      from users`)) as unknown as {
      rows: { users: number; on_trial: number; active: number; free_accounts: number }[];
    }
  ).rows;
  const days = (
    (await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as date, count(u.id)::int as count
      from generate_series(
        (${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${SIGN_UP_DAYS - 1}::int,
        (${now.toISOString()}::timestamptz at time zone 'UTC')::date,
        interval '1 day') as day
      left join users u on (u.created_at at time zone 'UTC')::date = day::date
      group by day order by day`)) as unknown as { rows: { date: string; count: number }[] }
  ).rows;
  const active = Number(totals?.active ?? 0);
  return {
    users: Number(totals?.users ?? 0),
    onTrial: Number(totals?.on_trial ?? 0),
    activeSubscriptions: active,
    freeAccounts: Number(totals?.free_accounts ?? 0),
    monthlyRecurringRevenueMinor: active * plan.amountMinor,
    currency: plan.currency,
    signUps: days.map((day) => ({ date: day.date, count: Number(day.count) })),
  };
}
