import { count, eq } from 'drizzle-orm';
import { backupKeys, type BackupKey } from '@/shared/schemas/export-import';
import type { Database } from './database';
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
  performanceRecordings,
  supervisionSessions,
  wheelAssessments,
} from './schema';

/** The table behind each list a coach keeps (the lists of a backup), each with its owner's id. */
export const logbookTables = {
  clients,
  coachingSessions,
  supervisionSessions,
  cpdRecords,
  educationRecords,
  mentorCoachingSessions,
  credentials: heldCredentials,
  feedbackEntries,
  performanceRecordings,
  coachQuestions,
  growPlans,
  wheelAssessments,
} satisfies Record<BackupKey, unknown>;

/** How many rows of one list the coach owns, counted by the database (an index on the owner leads). */
export async function countOwnedRows(db: Database, userId: string, key: BackupKey) {
  const table = logbookTables[key];
  const [row] = await db.select({ value: count() }).from(table).where(eq(table.userId, userId));
  return row?.value ?? 0;
}

/** How many rows of each list the coach owns. */
export async function countOwned(db: Database, userId: string): Promise<Record<BackupKey, number>> {
  const counts = await Promise.all(
    backupKeys.map(async (key) => [key, await countOwnedRows(db, userId, key)] as const),
  );
  return Object.fromEntries(counts) as Record<BackupKey, number>;
}
