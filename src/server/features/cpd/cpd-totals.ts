import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CpdTotals } from '@/shared/schemas/cpd';
import type { Database } from '../../db/database';
import { cpdRecords } from '../../db/schema';

/** Hours of the rows matching `condition`; numeric sums are exact, so quarter hours never drift. */
const hoursWhere = (condition?: SQL) =>
  (condition
    ? sql`coalesce(sum(${cpdRecords.hours}) filter (where ${condition}), 0)`
    : sql`coalesce(sum(${cpdRecords.hours}), 0)`
  ).mapWith(Number);

/**
 * The coach's CPD totals in one aggregate query. `today` is the coach's calendar date, so the
 * year and the three-year window turn over at the coach's midnight, not the server's.
 * This year: 1 January of today's year up to today. Last three years: after today minus three
 * years, up to today (ICF renewals look back three years). Future-dated records count only in allTime.
 */
export async function sumCpdHours(db: Database, { userId, today }: { userId: string; today: string }) {
  const day = sql`${today}::date`;
  const thisYear = sql`${cpdRecords.date} between date_trunc('year', ${day}::timestamp)::date and ${day}`;
  const lastThreeYears = sql`${cpdRecords.date} > (${day} - interval '3 years')::date and ${cpdRecords.date} <= ${day}`;
  const [row] = await db
    .select({
      allTime: hoursWhere(),
      thisYear: hoursWhere(thisYear),
      total: hoursWhere(lastThreeYears),
      coreCompetencies: hoursWhere(and(lastThreeYears, eq(cpdRecords.category, 'core_competencies'))),
      resourceDevelopment: hoursWhere(and(lastThreeYears, eq(cpdRecords.category, 'resource_development'))),
      coachingEthics: hoursWhere(and(lastThreeYears, eq(cpdRecords.coachingEthics, true))),
    })
    .from(cpdRecords)
    .where(eq(cpdRecords.userId, userId));
  // An aggregate without GROUP BY always answers one row, zeros included.
  const { allTime, thisYear: yearTotal, ...window } = row!;
  return { allTime, thisYear: yearTotal, lastThreeYears: window } satisfies CpdTotals;
}
