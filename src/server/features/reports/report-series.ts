import { sql } from 'drizzle-orm';
import { minutesToHours } from '@/shared/domain/hours';
import type { MonthCoaching, QuarterSupervision, YearCpd } from '@/shared/schemas/reports';
import type { Database } from '../../db/database';
import { cpdRecords, supervisionSessions } from '../../db/schema';
import { inRange, selectRows, sessionPieces, type ReportRange } from './report-sql';

/*
 * Each series runs from the first to the last month (quarter, year) that has something in the
 * period, with the empty ones between as zeros, so a chart shows a quiet month as a gap rather
 * than leaving it out. Bounding the series by the data, not by the period, keeps 'All time' and a
 * wide custom period from producing thousands of empty buckets. Dates are truncated as
 * `timestamp` (no time zone), so the session's time zone can never move a day into another month.
 */

interface Scope {
  userId: string;
  range: ReportRange;
}

export async function coachingByMonth(db: Database, { userId, range }: Scope): Promise<MonthCoaching[]> {
  const rows = await selectRows<{
    month: string;
    sessions: number;
    minutes: number;
    paid_minutes: number;
    pro_bono_minutes: number;
  }>(
    db,
    sql`
      with monthly as (
        select p.month::timestamp as month,
               (count(*) filter (where p.first))::int as sessions,
               round(sum(p.minutes))::int as minutes,
               coalesce(round(sum(p.minutes) filter (where p.payment = 'paid')), 0)::int as paid_minutes,
               coalesce(round(sum(p.minutes) filter (where p.payment = 'pro_bono')), 0)::int as pro_bono_minutes
          from (${sessionPieces(userId, range)}) p
         group by 1
      )
      select to_char(m, 'YYYY-MM') as month,
             coalesce(monthly.sessions, 0) as sessions, coalesce(monthly.minutes, 0) as minutes,
             coalesce(monthly.paid_minutes, 0) as paid_minutes, coalesce(monthly.pro_bono_minutes, 0) as pro_bono_minutes
        from (select min(month) as first, max(month) as last from monthly) bounds
       cross join generate_series(bounds.first, bounds.last, interval '1 month') as m
        left join monthly on monthly.month = m
       order by m
    `,
  );
  return rows.map((row) => ({
    month: row.month,
    paidHours: minutesToHours(row.paid_minutes),
    proBonoHours: minutesToHours(row.pro_bono_minutes),
    hours: minutesToHours(row.minutes),
    sessions: row.sessions,
  }));
}

export async function supervisionByQuarter(db: Database, { userId, range }: Scope): Promise<QuarterSupervision[]> {
  const v = supervisionSessions;
  const rows = await selectRows<{ quarter: string; sessions: number; minutes: number }>(
    db,
    sql`
      with quarterly as (
        select date_trunc('quarter', ${v.date}::timestamp) as quarter,
               count(*)::int as sessions, sum(${v.duration})::int as minutes
          from ${v}
         where ${v.userId} = ${userId} and ${inRange(v.date, range)}
         group by 1
      )
      select to_char(q, 'YYYY-"Q"Q') as quarter,
             coalesce(quarterly.sessions, 0) as sessions, coalesce(quarterly.minutes, 0) as minutes
        from (select min(quarter) as first, max(quarter) as last from quarterly) bounds
       cross join generate_series(bounds.first, bounds.last, interval '3 months') as q
        left join quarterly on quarterly.quarter = q
       order by q
    `,
  );
  return rows.map((row) => ({ quarter: row.quarter, hours: minutesToHours(row.minutes), sessions: row.sessions }));
}

export async function cpdByYear(db: Database, { userId, range }: Scope): Promise<YearCpd[]> {
  const r = cpdRecords;
  const rows = await selectRows<YearCpd>(
    db,
    sql`
      with yearly as (
        select extract(year from ${r.date})::int as year,
               coalesce(sum(${r.hours}) filter (where ${r.category} = 'core_competencies'), 0) as core,
               coalesce(sum(${r.hours}) filter (where ${r.category} = 'resource_development'), 0) as resource,
               sum(${r.hours}) as total
          from ${r}
         where ${r.userId} = ${userId} and ${inRange(r.date, range)}
         group by 1
      )
      select y as "year",
             coalesce(yearly.core, 0)::float8 as "coreCompetencies",
             coalesce(yearly.resource, 0)::float8 as "resourceDevelopment",
             coalesce(yearly.total, 0)::float8 as "total"
        from (select min(year) as first, max(year) as last from yearly) bounds
       cross join generate_series(bounds.first, bounds.last) as y
        left join yearly on yearly.year = y
       order by y
    `,
  );
  return rows.map((row) => ({
    year: Number(row.year),
    coreCompetencies: Number(row.coreCompetencies),
    resourceDevelopment: Number(row.resourceDevelopment),
    total: Number(row.total),
  }));
}
