import { count, eq } from 'drizzle-orm';
import { backupKeys, type BackupKey } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import {
  clients,
  coachingSessions,
  coachQuestions,
  cpdRecords,
  educationRecords,
  feedbackEntries,
  growPlans,
  heldCredentials,
  mentorCoachingSessions,
  supervisionSessions,
  wheelAssessments,
} from '../../db/schema';
import { recordPageReaders } from './export-record-rows';
import { entityPageReaders, PAGE_SIZE, type ExportedClients, type ExportedRow } from './export-rows';
import { toolPageReaders } from './export-tool-rows';

const pageReaders = { ...entityPageReaders, ...recordPageReaders, ...toolPageReaders };

/** Any list of the backup, a page at a time, so a large log never sits in memory whole. */
export async function* exportPages(
  db: Database,
  userId: string,
  key: BackupKey,
  refs: ExportedClients,
): AsyncGenerator<ExportedRow[]> {
  const read = pageReaders[key];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await read(db, userId, refs, offset);
    if (page.length > 0) yield page;
    if (page.length < PAGE_SIZE) return;
  }
}

const ownedTables = {
  clients,
  coachingSessions,
  supervisionSessions,
  cpdRecords,
  educationRecords,
  mentorCoachingSessions,
  credentials: heldCredentials,
  feedbackEntries,
  coachQuestions,
  growPlans,
  wheelAssessments,
} satisfies Record<BackupKey, unknown>;

/** How many rows of each list the coach owns, counted by the database. */
export async function countOwned(db: Database, userId: string): Promise<Record<BackupKey, number>> {
  const counts = await Promise.all(
    backupKeys.map(async (key) => {
      const table = ownedTables[key];
      const [row] = await db.select({ value: count() }).from(table).where(eq(table.userId, userId));
      return [key, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<BackupKey, number>;
}
