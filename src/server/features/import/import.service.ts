import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  importSheetNames,
  type ImportDateFormat,
  type ImportMode,
  type ImportResult,
  type ImportTarget,
  type PreviewRow,
} from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { applyImport } from './apply-import';
import { LISTED_PROBLEMS, unpackBatch } from './packed-batch';
import { restoreAccreditation } from './backup-accreditation';
import type { BackupProfile } from './backup-import';
import { zeroCounts, type ImportBatch } from './import-batch';
import { readBackup, readSpreadsheet } from './read-upload';
import type { Workers } from '../../worker-tasks';
import { missingMessage } from './spreadsheet-import';
import { AppError } from '../../lib/app-error';

interface ImportOptions {
  userId: string;
  mode: ImportMode;
  dryRun: boolean;
}

const emptyResult = (totalRows: number): ImportResult => ({
  dryRun: true,
  committed: false,
  totalRows,
  created: zeroCounts(),
  errors: [],
  errorCount: 0,
  duplicates: [],
  duplicateCount: 0,
  headers: [],
  mapping: {},
  unknownColumns: [],
  missingFields: [],
  preview: [],
  notes: [],
});

/** The answer: `batch.errors` holds the problems listed (packed-batch.ts), `problemCount` all of them. */
function result(
  { batch, problemCount }: { batch: ImportBatch; problemCount: number },
  outcome: Awaited<ReturnType<typeof applyImport>>,
  extra: Partial<ImportResult> & { dryRun: boolean },
): ImportResult {
  const errorLines = new Set(batch.errors.map((problem) => problem.line));
  const preview: PreviewRow[] = (extra.preview ?? []).map((row) => ({
    ...row,
    status: errorLines.has(row.line) ? 'error' : outcome.duplicateLines.has(row.line) ? 'duplicate' : 'ok',
  }));
  return {
    ...emptyResult(batch.totalRows),
    ...extra,
    preview,
    committed: outcome.committed,
    totalRows: batch.totalRows,
    created: outcome.created,
    errors: batch.errors,
    errorCount: problemCount,
    duplicates: outcome.duplicates.slice(0, LISTED_PROBLEMS),
    duplicateCount: outcome.duplicates.length,
  };
}

/** A CSV or XLSX file of one entity (or ICF's Client Coaching Log), through the coach's column mapping. */
export async function importSpreadsheet(
  db: Database,
  workers: Workers,
  options: ImportOptions & {
    file: File;
    entity: ImportTarget;
    dateFormat: ImportDateFormat;
    mapping: string | undefined;
  },
): Promise<ImportResult> {
  const read = await readSpreadsheet(workers, options.file, {
    sheetName: importSheetNames[options.entity],
    entity: options.entity,
    mapping: options.mapping,
    dateFormat: options.dateFormat,
  });
  const { headers, mapping, unknownColumns, missing, totals, preview } = read;
  if (missing.length > 0) {
    // A preview still answers with the file's headers, so that the coach can map the column.
    if (!options.dryRun) throw new AppError('BAD_REQUEST', missingMessage(missing));
    return {
      ...emptyResult(read.batch.totalRows),
      headers,
      mapping,
      unknownColumns,
      missingFields: missing,
      notes: [missingMessage(missing)],
    };
  }
  const unpacked = await unpackBatch(read.batch);
  const outcome = await applyImport(db, {
    userId: options.userId,
    batch: unpacked.batch,
    dryRun: options.dryRun,
    stopOnError: options.mode === 'stop_on_error',
  });
  const notes = unknownColumns.length > 0 ? [`Columns not imported: ${unknownColumns.join(', ')}`] : [];
  if (totals > 0) notes.push(`${totals === 1 ? 'The totals row was' : `${totals} totals rows were`} left out.`);
  return result(unpacked, outcome, {
    dryRun: options.dryRun,
    headers,
    mapping,
    unknownColumns,
    preview,
    notes,
  });
}

/**
 * Fills the profile's display name, username (when free) and practice facts where the account
 * has none.
 */
async function restoreProfile(tx: Database, userId: string, profile: BackupProfile, notes: string[]) {
  if (profile.firstPractisedOn) {
    const restored = await tx
      .update(users)
      .set({ firstPractisedOn: profile.firstPractisedOn })
      .where(and(eq(users.id, userId), isNull(users.firstPractisedOn)))
      .returning({ id: users.id });
    if (restored.length > 0) notes.push('Date of first practice restored.');
  }
  if (profile.professionalMemberships) {
    const restored = await tx
      .update(users)
      .set({ professionalMemberships: profile.professionalMemberships })
      .where(and(eq(users.id, userId), isNull(users.professionalMemberships)))
      .returning({ id: users.id });
    if (restored.length > 0) notes.push('Professional body memberships restored.');
  }
  if (profile.displayName) {
    const restored = await tx
      .update(users)
      .set({ displayName: profile.displayName, name: profile.displayName })
      .where(and(eq(users.id, userId), isNull(users.displayName)))
      .returning({ id: users.id });
    if (restored.length > 0) notes.push('Display name restored.');
  }
  if (profile.username) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${profile.username})`, ne(users.id, userId)));
    if (taken) {
      notes.push(`The username '${profile.username}' belongs to another account; yours is unchanged.`);
      return;
    }
    const restored = await tx
      .update(users)
      .set({ username: profile.username })
      .where(and(eq(users.id, userId), isNull(users.username)))
      .returning({ id: users.id });
    if (restored.length > 0) notes.push('Username restored.');
  }
}

/** A full backup restored into the signed-in account, duplicates skipped. */
export async function importBackup(
  db: Database,
  workers: Workers,
  options: ImportOptions & { file: File },
): Promise<ImportResult> {
  const read = await readBackup(workers, options.file);
  const profile: BackupProfile | null = read.profile;
  const { accreditation } = read;
  const unpacked = await unpackBatch(read.batch);
  const notes: string[] = [];
  const outcome = await applyImport(
    db,
    {
      userId: options.userId,
      batch: unpacked.batch,
      dryRun: options.dryRun,
      stopOnError: options.mode === 'stop_on_error',
    },
    async (tx) => {
      if (profile) await restoreProfile(tx, options.userId, profile, notes);
      await restoreAccreditation(tx, options.userId, accreditation, notes);
    },
  );
  return result(unpacked, outcome, { dryRun: options.dryRun, notes });
}
