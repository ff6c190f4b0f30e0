import { and, count, eq } from 'drizzle-orm';
import type { ExportSummary } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { clients, coachingSessions, cpdRecords, supervisionSessions } from '../../db/schema';
import { toolCounts } from './export-tool-rows';

/** Row counts per entity and how many clients the ICF log would list, for the page to show first. */
export async function exportSummary(db: Database, userId: string): Promise<ExportSummary> {
  const counted = async (
    table: typeof clients | typeof coachingSessions | typeof supervisionSessions | typeof cpdRecords,
  ) => {
    const [row] = await db.select({ value: count() }).from(table).where(eq(table.userId, userId));
    return row?.value ?? 0;
  };
  const [clientCount, sessionCount, supervisionCount, cpdCount, icf, tools] = await Promise.all([
    counted(clients),
    counted(coachingSessions),
    counted(supervisionSessions),
    counted(cpdRecords),
    db
      .select({ value: count() })
      .from(clients)
      .where(and(eq(clients.userId, userId), eq(clients.includeInExports, true))),
    toolCounts(db, userId),
  ]);
  return {
    counts: {
      clients: clientCount,
      coachingSessions: sessionCount,
      supervisionSessions: supervisionCount,
      cpdRecords: cpdCount,
    },
    toolCounts: tools,
    icfLogClients: icf[0]?.value ?? 0,
  };
}
