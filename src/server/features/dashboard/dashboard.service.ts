import { desc, eq, sql } from 'drizzle-orm';
import { minutesToHours } from '@/shared/domain/hours';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import type { Database } from '../../db/database';
import { clients, coachMonthTotals, coachingSessions, cpdRecords, supervisionSessions } from '../../db/schema';

const RECENT_SESSIONS = 5;

interface Totals {
  total_clients: number;
  total_sessions: number;
  total_minutes: number;
  sessions_this_month: number;
  minutes_this_month: number;
  supervision_sessions: number;
  supervision_minutes: number;
  cpd_hours: number;
  cpd_hours_this_year: number;
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

/** Every figure of the dashboard from one aggregate statement over the coach's rows; no row is downloaded. */
export async function getDashboard(
  db: Database,
  { userId, today }: { userId: string; today: string },
): Promise<DashboardStats> {
  const { monthStart, yearStart } = calendarBounds(today);
  const thisMonth = sql`${coachMonthTotals.month} = ${monthStart}`;
  // Session figures come from the per-month totals that triggers keep (migration 0005): a few
  // hundred rows at most, instead of every session the coach ever logged.
  const totalsQuery = db.execute(sql`
    select
      (select count(*)::int from ${clients} where ${clients.userId} = ${userId}) as total_clients,
      s.total_sessions, s.total_minutes, s.sessions_this_month, s.minutes_this_month,
      v.supervision_sessions, v.supervision_minutes,
      c.cpd_hours, c.cpd_hours_this_year
    from
      (select coalesce(sum(${coachMonthTotals.sessions}), 0)::int as total_sessions,
              coalesce(sum(${coachMonthTotals.minutes}), 0)::int as total_minutes,
              coalesce(sum(${coachMonthTotals.sessions}) filter (where ${thisMonth}), 0)::int as sessions_this_month,
              coalesce(sum(${coachMonthTotals.minutes}) filter (where ${thisMonth}), 0)::int as minutes_this_month
         from ${coachMonthTotals} where ${coachMonthTotals.userId} = ${userId}) s,
      (select count(*)::int as supervision_sessions,
              coalesce(sum(${supervisionSessions.duration}), 0)::int as supervision_minutes
         from ${supervisionSessions} where ${supervisionSessions.userId} = ${userId}) v,
      (select coalesce(sum(${cpdRecords.hours}), 0)::float8 as cpd_hours,
              coalesce(sum(${cpdRecords.hours}) filter (
                where ${cpdRecords.date} >= ${yearStart} and ${cpdRecords.date} <= ${today}), 0)::float8 as cpd_hours_this_year
         from ${cpdRecords} where ${cpdRecords.userId} = ${userId}) c
  `);
  // The 5 latest are picked from the (user_id, date, created_at) index first, then given their
  // client's name: joining first made the planner scan and sort every one of the coach's sessions.
  const latest = db
    .select({
      id: coachingSessions.id,
      clientId: coachingSessions.clientId,
      date: coachingSessions.date,
      createdAt: coachingSessions.createdAt,
      duration: coachingSessions.duration,
      sessionType: coachingSessions.sessionType,
    })
    .from(coachingSessions)
    .where(eq(coachingSessions.userId, userId))
    .orderBy(desc(coachingSessions.date), desc(coachingSessions.createdAt))
    .limit(RECENT_SESSIONS)
    .as('latest');
  const recentQuery = db
    .select({
      id: latest.id,
      clientName: clients.name,
      date: latest.date,
      duration: latest.duration,
      sessionType: latest.sessionType,
    })
    .from(latest)
    .leftJoin(clients, eq(clients.id, latest.clientId))
    .orderBy(desc(latest.date), desc(latest.createdAt));

  const [totalsResult, recent] = await Promise.all([totalsQuery, recentQuery]);
  const totals = (totalsResult as unknown as { rows: Totals[] }).rows[0]!;
  return {
    totalClients: totals.total_clients,
    totalSessions: totals.total_sessions,
    totalHours: minutesToHours(totals.total_minutes),
    sessionsThisMonth: totals.sessions_this_month,
    hoursThisMonth: minutesToHours(totals.minutes_this_month),
    totalSupervisionSessions: totals.supervision_sessions,
    totalSupervisionHours: minutesToHours(totals.supervision_minutes),
    totalCpdHours: Number(totals.cpd_hours),
    cpdHoursThisYear: Number(totals.cpd_hours_this_year),
    recentSessions: recent.map((row) => ({ ...row, clientName: row.clientName ?? 'Unknown Client' })),
  };
}
