import { between, eq, sql, type SQL } from 'drizzle-orm';
import { quarterCovered, supervisionQuarters } from '@/shared/domain/supervision-coverage';
import type { SupervisionSummary } from '@/shared/schemas/supervision';
import type { Database } from '../../db/database';
import { supervisionSessions } from '../../db/schema';

const minutes = (condition?: SQL) =>
  (condition
    ? sql`coalesce(sum(${supervisionSessions.duration}) filter (where ${condition}), 0)`
    : sql`coalesce(sum(${supervisionSessions.duration}), 0)`
  ).mapWith(Number);

/**
 * The coach's supervision in one aggregate: sessions and minutes of all time, and the minutes of
 * each of EMCC's quarters back from `today` (the coach's calendar date).
 */
export async function summariseSupervision(
  db: Database,
  { userId, today }: { userId: string; today: string },
): Promise<SupervisionSummary> {
  const quarters = supervisionQuarters(today);
  const [row] = await db
    .select({
      sessions: sql`count(*)`.mapWith(Number),
      minutes: minutes(),
      ...Object.fromEntries(
        quarters.map((quarter, index) => [
          `q${index}`,
          minutes(between(supervisionSessions.date, quarter.start, quarter.end)),
        ]),
      ),
    })
    .from(supervisionSessions)
    .where(eq(supervisionSessions.userId, userId));
  // An aggregate without GROUP BY always answers one row, zeros included.
  const figures = row as Record<string, number>;
  return {
    sessions: figures.sessions ?? 0,
    minutes: figures.minutes ?? 0,
    quarters: quarters.map((quarter, index) => {
      const quarterMinutes = figures[`q${index}`] ?? 0;
      return { ...quarter, minutes: quarterMinutes, covered: quarterCovered(quarterMinutes) };
    }),
  };
}
