/**
 * COMPARISON BASELINE, not product code: the dashboard figures computed the way the original
 * product did, by downloading every one of the coach's clients, coaching sessions, supervision
 * sessions and CPD records and adding them up in JavaScript. The bench times it beside
 * getDashboard (one SQL aggregate) over the same data and checks that both give the same numbers.
 */
import { eq } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import { minutesToHours } from '../src/shared/domain/hours';
import type { DashboardStats } from '../src/shared/schemas/dashboard';
import type { Database } from '../src/server/db/database';
import { clients, coachingSessions, cpdRecords, supervisionSessions } from '../src/server/db/schema';
import { calendarBounds } from '../src/server/features/dashboard/dashboard.service';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function fetchAllDashboard(
  db: Database,
  { userId, today }: { userId: string; today: string },
): Promise<DashboardStats> {
  const [clientRows, sessionRows, supervisionRows, cpdRows] = await Promise.all([
    db.select().from(clients).where(eq(clients.userId, userId)),
    db.select().from(coachingSessions).where(eq(coachingSessions.userId, userId)),
    db.select().from(supervisionSessions).where(eq(supervisionSessions.userId, userId)),
    db.select().from(cpdRecords).where(eq(cpdRecords.userId, userId)),
  ]);
  const { monthStart, yearStart, previousMonthStart, previousMonthToDate } = calendarBounds(today);
  const previousPart = sessionRows.filter((row) => row.date >= previousMonthStart && row.date <= previousMonthToDate);
  const thisMonth = sessionRows.filter((row) => row.date.slice(0, 7) === monthStart.slice(0, 7));
  const thisYearCpd = cpdRows.filter((row) => row.date >= yearStart && row.date <= today);
  const clientNames = new Map(clientRows.map((row) => [row.id, row.name]));
  const recent = [...sessionRows]
    .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 5);
  // This month and the 11 before it, as 'YYYY-MM', oldest first.
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const chartMonths = Array.from({ length: 12 }, (_, index) => {
    const start = new Date(Date.UTC(year, month - 12 + index, 1));
    return start.toISOString().slice(0, 7);
  });
  return {
    totalClients: clientRows.length,
    totalSessions: sessionRows.length,
    totalHours: minutesToHours(sum(sessionRows.map((row) => row.duration))),
    sessionsThisMonth: thisMonth.length,
    hoursThisMonth: minutesToHours(sum(thisMonth.map((row) => row.duration))),
    totalSupervisionSessions: supervisionRows.length,
    totalSupervisionHours: minutesToHours(sum(supervisionRows.map((row) => row.duration))),
    totalCpdHours: sum(cpdRows.map((row) => row.hours)),
    cpdHoursThisYear: sum(thisYearCpd.map((row) => row.hours)),
    recentSessions: recent.map((row) => ({
      id: row.id,
      clientId: row.clientId,
      clientName: clientNames.get(row.clientId) ?? 'Unknown Client',
      date: row.date,
      duration: row.duration,
      sessionType: row.sessionType,
      groupSize: row.groupSize,
      payment: row.payment,
    })),
    hoursByMonth: chartMonths.map((chartMonth) => ({
      month: chartMonth,
      hours: minutesToHours(
        sum(sessionRows.filter((row) => row.date.startsWith(chartMonth)).map((row) => row.duration)),
      ),
    })),
    previousMonthToDate: {
      through: previousMonthToDate,
      hours: minutesToHours(sum(previousPart.map((row) => row.duration))),
    },
  };
}

/**
 * Throws unless both ways agree. Every total must be equal; the recent sessions must have the same
 * dates, since rows inserted together share date and created_at, and SQL may pick any of the ties.
 */
export function assertSameFigures(sqlStats: DashboardStats, baseline: DashboardStats) {
  const { recentSessions: sqlRecent, ...sqlTotals } = sqlStats;
  const { recentSessions: baselineRecent, ...baselineTotals } = baseline;
  const same =
    isDeepStrictEqual(sqlTotals, baselineTotals) &&
    isDeepStrictEqual(
      sqlRecent.map((row) => row.date),
      baselineRecent.map((row) => row.date),
    );
  if (!same) {
    throw new Error(
      `SQL and fetch-all dashboards differ:\n${JSON.stringify(sqlStats, null, 1)}\n${JSON.stringify(baseline, null, 1)}`,
    );
  }
}
