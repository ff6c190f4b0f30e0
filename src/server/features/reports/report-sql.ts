import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database';

export interface ReportRange {
  from?: string;
  to?: string;
}

/** `column` within the period, both ends included; an open end is no bound at all. */
export function inRange(column: SQLWrapper, { from, to }: ReportRange): SQL {
  const bounds = [...(from ? [sql`${column} >= ${from}::date`] : []), ...(to ? [sql`${column} <= ${to}::date`] : [])];
  return bounds.length ? sql.join(bounds, sql` and `) : sql`true`;
}

/** Rows of a raw aggregate statement; PGlite and node-postgres both answer `{ rows }`. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The coach's sessions in the period as pieces of one month each: a session is one piece; an
 * imported ICF log summary (ADR 016) spreads its minutes evenly over its days, and only its days
 * inside the period count (issue 26). `first` marks the piece where a session is counted as one.
 */
export function sessionPieces(userId: string, { from, to }: ReportRange): SQL {
  const lower = sql`${from ?? '1900-01-01'}::date`;
  const upper = sql`${to ?? '9999-12-31'}::date`;
  return sql`select s.id, s.client_id, s.payment, s.duration, s.date, s.session_type, s.group_size, m::date as month,
      s.duration * greatest(0, least(s.fin, (m + interval '1 month')::date - 1, ${upper})
        - greatest(s.date, m::date, ${lower}) + 1)::numeric / (s.fin - s.date + 1) as minutes,
      (m = date_trunc('month', s.date::timestamp) and s.date >= ${lower}) as first
    from (select x.*, greatest(x.date, coalesce(x.summary_end_date, x.date)) as fin from coaching_sessions x
          where x.user_id = ${userId} and x.date <= ${upper}
            and greatest(x.date, coalesce(x.summary_end_date, x.date)) >= ${lower}) s,
      generate_series(date_trunc('month', greatest(s.date, ${lower})::timestamp),
        date_trunc('month', least(s.fin, ${upper})::timestamp), interval '1 month') m`;
}
