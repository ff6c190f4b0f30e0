import type { BackupKey } from '@/shared/schemas/export-import';
import type { Database } from '../../../db/database';
import { countOwned, countOwnedRows } from '../../../db/logbook-lists';
import { AppError } from '../../../lib/app-error';
import { formatWholeNumber as count } from '@/shared/domain/decimal';

/**
 * What one account may hold, list by list: generous for a lifetime of practice (about 40 years),
 * and a ceiling on what one request can make the server read, write or export. The sums behind
 * each figure are in the README ('What one account can hold'); a 50,000-row list is what the
 * exports and the application pack are tested with (streamed, bounded in memory).
 */
export const LOGBOOK_LIMITS: Record<BackupKey, number> = {
  // 25 sessions a week, 46 weeks a year, for 40 years: 46,000.
  coachingSessions: 50_000,
  // 250 new clients a year (team and group work included) for 40 years.
  clients: 10_000,
  // Weekly supervision for 40 years is 2,080.
  supervisionSessions: 10_000,
  // 250 activities a year (every webinar, book and article) for 40 years.
  cpdRecords: 10_000,
  educationRecords: 2_000,
  mentorCoachingSessions: 5_000,
  // Credentials held: a few dozen in a career.
  credentials: 500,
  // At most one per session, as the sessions.
  feedbackEntries: 50_000,
  // ICF asks for two recordings an application; one practice recording a month for 40 years is 480.
  performanceRecordings: 500,
  coachQuestions: 2_000,
  growPlans: 10_000,
  wheelAssessments: 10_000,
};

const NAMES: Record<BackupKey, string> = {
  clients: 'clients',
  coachingSessions: 'coaching sessions',
  supervisionSessions: 'supervision sessions',
  cpdRecords: 'CPD records',
  educationRecords: 'education records',
  mentorCoachingSessions: 'mentor coaching sessions',
  credentials: 'credentials',
  feedbackEntries: 'feedback entries and reflections',
  performanceRecordings: 'recordings',
  coachQuestions: 'own questions',
  growPlans: 'GROW plans',
  wheelAssessments: 'Wheels of Life',
};

export const limitReachedMessage = (key: BackupKey) =>
  `Your account holds ${count(LOGBOOK_LIMITS[key])} ${NAMES[key]}, the most one account can keep. Delete ones you no longer need to add more.`;

/** Refuses a new row of `key` when the coach's account already holds the most it may. */
export async function assertRoomFor(db: Database, userId: string, key: BackupKey) {
  if ((await countOwnedRows(db, userId, key)) >= LOGBOOK_LIMITS[key]) {
    throw new AppError('LIMIT_REACHED', limitReachedMessage(key));
  }
}

/**
 * Refuses an import (or its preview) that would take any list past its limit, naming the list and
 * the figures; run inside the import's transaction before anything is written, so nothing is.
 */
export async function assertImportFits(db: Database, userId: string, adding: Record<BackupKey, number>) {
  const held = await countOwned(db, userId);
  for (const key of Object.keys(LOGBOOK_LIMITS) as BackupKey[]) {
    if (held[key] + adding[key] <= LOGBOOK_LIMITS[key]) continue;
    throw new AppError(
      'LIMIT_REACHED',
      `This file would take your ${NAMES[key]} past ${count(LOGBOOK_LIMITS[key])}, the most one account can keep: ` +
        `your account holds ${count(held[key])} and the file adds ${count(adding[key])}. Nothing was imported.`,
    );
  }
}
