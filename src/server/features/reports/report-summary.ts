import { sql } from 'drizzle-orm';
import { minutesToHours } from '@/shared/domain/hours';
import type { IcfChecks, ReportSummary } from '@/shared/schemas/reports';
import type { Database } from '../../db/database';
import { addDays, addMonths } from '@/shared/domain/accreditation/dates';
import { cpdRecords, supervisionSessions } from '../../db/schema';
import { inRange, selectRows, sessionPieces, type ReportRange } from './report-sql';

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
  // The 18 months run from the day after today minus 18 months up to today.
  const recentFrom = addDays(addMonths(today, -18), 1);
  const [row] = await selectRows<SummaryRow>(
    db,
    sql`
      select s.*, r.minutes_last_18_months, v.supervision_minutes, c.cpd_hours, ${recentFrom} as last_18_months_from
      from
        (select (count(*) filter (where p.first))::int as sessions,
                round(coalesce(sum(p.minutes), 0))::int as minutes,
                round(coalesce(sum(p.minutes) filter (where p.payment = 'paid'), 0))::int as paid_minutes,
                round(coalesce(sum(p.minutes) filter (where p.payment = 'pro_bono'), 0))::int as pro_bono_minutes,
                (count(distinct p.client_id) filter (where p.minutes > 0))::int as clients_coached,
                coalesce(sum(p.group_size) filter (where p.first and p.session_type <> 'individual'), 0)::int
                  as group_participants
           from (${sessionPieces(userId, range)}) p) s,
        (select round(coalesce(sum(p.minutes), 0))::int as minutes_last_18_months
           from (${sessionPieces(userId, { from: recentFrom, to: today })}) p) r,
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
