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
