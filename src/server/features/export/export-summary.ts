import { and, count, eq } from 'drizzle-orm';
import { entityKeys, toolKeys, type ExportSummary } from '@/shared/schemas/export-import';
import { recordKeys } from '@/shared/schemas/record-columns';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { countOwned } from '../../db/logbook-lists';

const pick = <Key extends string>(counts: Record<string, number>, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])) as Record<Key, number>;

/** Row counts per list and how many clients the ICF log would list, for the page to show first. */
export async function exportSummary(db: Database, userId: string): Promise<ExportSummary> {
  const [counts, icf] = await Promise.all([
    countOwned(db, userId),
    db
      .select({ value: count() })
      .from(clients)
      .where(and(eq(clients.userId, userId), eq(clients.includeInExports, true))),
  ]);
  return {
    counts: pick(counts, entityKeys),
    toolCounts: pick(counts, toolKeys),
    recordCounts: pick(counts, recordKeys),
    icfLogClients: icf[0]?.value ?? 0,
  };
}
