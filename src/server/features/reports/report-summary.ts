import { sql } from 'drizzle-orm';
import { minutesToHours } from '@/shared/domain/hours';
import type { IcfChecks, ReportSummary } from '@/shared/schemas/reports';
import type { Database } from '../../db/database';
import { coachingSessions, cpdRecords, supervisionSessions } from '../../db/schema';
import { inRange, selectRows, type ReportRange } from './report-sql';

interface SummaryRow {
  sessions: number;
  minutes: number;
  paid_minutes: number;
  pro_bono_minutes: number;
  clients_coached: number;
  group_participants: number;
  minutes_last_18_months: number;
  last_18_months_from: string;
  supervision_minutes: number;
  cpd_hours: number;
}

/** Paid minutes as a share of all minutes, one decimal; no hours, no share. */
export function paidSharePercent(paidMinutes: number, minutes: number) {
  return minutes === 0 ? null : Math.round((paidMinutes / minutes) * 1000) / 10;
}

/**
 * The period's figures and the ICF checks in one aggregate statement. The 18-month window runs
 * from the day after today minus 18 months up to today, whatever the period, because ICF asks
 * for recent hours at the time of applying (the CPD three-year window is counted the same way).
 */
export async function summarise(
  db: Database,
  { userId, range, today }: { userId: string; range: ReportRange; today: string },
): Promise<{ summary: ReportSummary; icf: IcfChecks }> {
  const s = coachingSessions;
  const period = inRange(s.date, range);
  const windowStart = sql`(${today}::date - interval '18 months')::date`;
  const [row] = await selectRows<SummaryRow>(
    db,
    sql`
      select s.*, g.group_participants, v.supervision_minutes, c.cpd_hours,
             to_char(${windowStart} + 1, 'YYYY-MM-DD') as last_18_months_from
      from
        (select (count(*) filter (where ${period}))::int as sessions,
                coalesce(sum(${s.duration}) filter (where ${period}), 0)::int as minutes,
                coalesce(sum(${s.duration}) filter (where ${period} and ${s.payment} = 'paid'), 0)::int as paid_minutes,
                coalesce(sum(${s.duration}) filter (where ${period} and ${s.payment} = 'pro_bono'), 0)::int
                  as pro_bono_minutes,
                (count(distinct ${s.clientId}) filter (where ${period}))::int as clients_coached,
                coalesce(sum(${s.duration}) filter (
                  where ${s.date} > ${windowStart} and ${s.date} <= ${today}::date), 0)::int as minutes_last_18_months
           from ${s} where ${s.userId} = ${userId}) s,
        -- People, not heads per session: each group client counts once, as the largest group seen
        -- in the period (the logbook does not name a group's members).
        (select coalesce(sum(largest), 0)::int as group_participants
           from (select max(${s.groupSize}) as largest from ${s}
                  where ${s.userId} = ${userId} and ${period} and ${s.sessionType} <> 'individual'
                  group by ${s.clientId}) groups) g,
        (select coalesce(sum(${supervisionSessions.duration}), 0)::int as supervision_minutes
           from ${supervisionSessions}
          where ${supervisionSessions.userId} = ${userId} and ${inRange(supervisionSessions.date, range)}) v,
        (select coalesce(sum(${cpdRecords.hours}), 0)::float8 as cpd_hours
           from ${cpdRecords}
          where ${cpdRecords.userId} = ${userId} and ${inRange(cpdRecords.date, range)}) c
    `,
  );
  // Aggregates without GROUP BY always answer exactly one row, zeros included.
  const totals = row!;
  return {
    summary: {
      hours: minutesToHours(totals.minutes),
      paidHours: minutesToHours(totals.paid_minutes),
      proBonoHours: minutesToHours(totals.pro_bono_minutes),
      clientsCoached: totals.clients_coached,
      sessions: totals.sessions,
      groupParticipants: totals.group_participants,
      supervisionHours: minutesToHours(totals.supervision_minutes),
      cpdHours: Number(totals.cpd_hours),
    },
    icf: {
      hoursLast18Months: minutesToHours(totals.minutes_last_18_months),
      last18MonthsFrom: totals.last_18_months_from,
      paidSharePercent: paidSharePercent(totals.paid_minutes, totals.minutes),
    },
  };
}
