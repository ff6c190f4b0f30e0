import { eq, sql } from 'drizzle-orm';
import { minutesToHours } from '@/shared/domain/hours';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import type { Database } from '../../db/database';
import {
  clients,
  coachMonthTotals,
  coachingSessions,
  cpdRecords,
  logbookVersions,
  supervisionSessions,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DashboardCache } from './dashboard-cache';

const RECENT_SESSIONS = 5;
/** The dashboard's chart: this month and the 11 before it. */
const CHART_MONTHS = 12;

interface SessionTotals {
  sessions: number;
  minutes: number;
  sessionsThisMonth: number;
  minutesThisMonth: number;
}

/** First day of today's month and first day of today's year. */
export function calendarBounds(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    monthStart: `${year}-${pad(month)}-01`,
    yearStart: `${year}-01-01`,
  };
}

/**
 * The whole dashboard as one prepared statement: one round trip, planned once per connection.
 * Each figure is a subquery on the coach's row, so every read is bounded by their user id.
 */
export function dashboardSelect(db: Database) {
  // Drizzle leaves column names unqualified inside selected expressions, where an inner table's
  // `id` would shadow the coach's; so the subqueries name their tables' columns through aliases.
  const coachId = sql`${users}.${sql.identifier('id')}`;
  const monthStart = sql`${sql.placeholder('monthStart')}::date`;
  return db
    .select({
      totalClients: sql<number>`(select count(*)::int from ${clients} c where c.user_id = ${coachId})`,
      // Session figures come from the per-month totals that triggers keep (migration 0005): a few
      // hundred rows at most, instead of every session the coach ever logged.
      sessions: sql<SessionTotals>`(
        select json_build_object(
          'sessions', coalesce(sum(t.sessions), 0),
          'minutes', coalesce(sum(t.minutes), 0),
          'sessionsThisMonth', coalesce(sum(t.sessions) filter (where t.month = ${monthStart}), 0),
          'minutesThisMonth', coalesce(sum(t.minutes) filter (where t.month = ${monthStart}), 0))
        from ${coachMonthTotals} t where t.user_id = ${coachId})`,
      // One row per month of the chart, months without a session included, from the same totals.
      monthly: sql<{ month: string; minutes: number }[]>`(
        select json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), 'minutes', coalesce(t.minutes, 0))
          order by m.month)
        from generate_series(
          ${monthStart} - interval '${sql.raw(String(CHART_MONTHS - 1))} months', ${monthStart}, interval '1 month'
        ) m(month)
        left join ${coachMonthTotals} t on t.user_id = ${coachId} and t.month = m.month::date)`,
      supervision: sql<{ sessions: number; minutes: number }>`(
        select json_build_object('sessions', count(*), 'minutes', coalesce(sum(v.duration), 0))
        from ${supervisionSessions} v where v.user_id = ${coachId})`,
      cpd: sql<{ hours: number; hoursThisYear: number }>`(
        select json_build_object(
          'hours', coalesce(sum(p.hours), 0),
          'hoursThisYear', coalesce(sum(p.hours) filter (
            where p.date >= ${sql.placeholder('yearStart')}::date and p.date <= ${sql.placeholder('today')}::date), 0))
        from ${cpdRecords} p where p.user_id = ${coachId})`,
      // The 5 latest are picked from the (user_id, date, created_at) index first, then given their
      // client's name: joining first made the planner scan and sort every one of the coach's sessions.
      recentSessions: sql<DashboardStats['recentSessions']>`(
        select coalesce(json_agg(json_build_object(
          'id', latest.id, 'clientId', latest.client_id, 'clientName', coalesce(c.name, 'Unknown Client'),
          'date', latest.date, 'duration', latest.duration, 'sessionType', latest.session_type,
          'groupSize', latest.group_size, 'payment', latest.payment
        ) order by latest.date desc, latest.created_at desc), '[]'::json)
        from (
          select s.id, s.client_id, s.date, s.created_at, s.duration, s.session_type, s.group_size, s.payment from ${coachingSessions} s
          where s.user_id = ${coachId}
          order by s.date desc, s.created_at desc
          limit ${sql.raw(String(RECENT_SESSIONS))}
        ) latest
        left join ${clients} c on c.id = latest.client_id)`,
      // In the figures' own snapshot: a write committed after it has bumped the version past this one.
      logbookVersion: sql<string>`coalesce((select lv.version from ${logbookVersions} lv where lv.user_id = ${coachId}), 0)::text`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')));
}

const dashboardQuery = (db: Database) => dashboardSelect(db).prepare('dashboard_by_user');

/** One prepared statement per database (node-postgres prepares it once per connection). */
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof dashboardQuery>>();

/** Every figure of the dashboard from aggregates in the database, and the logbook version they are of. */
async function computeDashboard(
  db: Database,
  { userId, today }: { userId: string; today: string },
): Promise<{ stats: DashboardStats; logbookVersion: string }> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = dashboardQuery(db);
    preparedByDatabase.set(db, prepared);
  }
  const { monthStart, yearStart } = calendarBounds(today);
  const [row] = await prepared.execute({ userId, monthStart, yearStart, today });
  // The session check found this user a moment ago; only a deletion in between gets here.
  if (!row) throw new AppError('UNAUTHENTICATED', 'No authenticated user found');
  const stats: DashboardStats = {
    totalClients: row.totalClients,
    totalSessions: Number(row.sessions.sessions),
    totalHours: minutesToHours(Number(row.sessions.minutes)),
    sessionsThisMonth: Number(row.sessions.sessionsThisMonth),
    hoursThisMonth: minutesToHours(Number(row.sessions.minutesThisMonth)),
    totalSupervisionSessions: Number(row.supervision.sessions),
    totalSupervisionHours: minutesToHours(Number(row.supervision.minutes)),
    totalCpdHours: Number(row.cpd.hours),
    cpdHoursThisYear: Number(row.cpd.hoursThisYear),
    recentSessions: row.recentSessions,
    hoursByMonth: row.monthly.map(({ month, minutes }) => ({ month, hours: minutesToHours(Number(minutes)) })),
  };
  return { stats, logbookVersion: row.logbookVersion };
}

/** Every figure of the dashboard from aggregates in the database; no row is downloaded. */
export async function getDashboard(db: Database, query: { userId: string; today: string }): Promise<DashboardStats> {
  return (await computeDashboard(db, query)).stats;
}

/**
 * The dashboard of a signed-in coach, as JSON text: computed again only when their logbook has
 * changed since this process last computed it for the same day (`logbookVersion`, read by the
 * session check).
 */
export async function dashboardJsonFor(
  db: Database,
  cache: DashboardCache,
  { userId, today, logbookVersion }: { userId: string; today: string; logbookVersion: string | null },
): Promise<string> {
  const cached = cache.get(userId, logbookVersion, today);
  if (cached) return cached;
  const computed = await computeDashboard(db, { userId, today });
  const json = JSON.stringify(computed.stats);
  cache.set(userId, { logbookVersion: computed.logbookVersion, today, json });
  return json;
}
