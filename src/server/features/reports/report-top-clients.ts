import { sql } from 'drizzle-orm';
import { minutesToHours } from '@/shared/domain/hours';
import type { ClientHours } from '@/shared/schemas/reports';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { selectRows, sessionPieces, type ReportRange } from './report-sql';

export const TOP_CLIENTS = 10;

/** The clients with the most minutes in the period; equal minutes go by name, then id, so the order never wobbles. */
export async function topClients(
  db: Database,
  { userId, range }: { userId: string; range: ReportRange },
): Promise<ClientHours[]> {
  const rows = await selectRows<{ client_id: string; name: string; sessions: number; minutes: number }>(
    db,
    sql`
      select ${clients.id} as client_id, ${clients.name} as name,
             (count(*) filter (where p.first))::int as sessions, round(sum(p.minutes))::int as minutes
        from (${sessionPieces(userId, range)}) p
        join ${clients} on ${clients.id} = p.client_id
       group by ${clients.id}, ${clients.name}
      having sum(p.minutes) > 0
       order by minutes desc, lower(${clients.name}), ${clients.name}, ${clients.id}
       limit ${TOP_CLIENTS}
    `,
  );
  return rows.map((row) => ({
    clientId: row.client_id,
    name: row.name,
    hours: minutesToHours(row.minutes),
    sessions: row.sessions,
  }));
}
