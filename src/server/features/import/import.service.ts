import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  importSheetNames,
  type ImportDateFormat,
  type ImportMode,
  type ImportResult,
  type ImportTarget,
  type PreviewRow,
} from '@/shared/schemas/export-import';
import { isIcfTotalsRow } from '@/shared/schemas/icf-log-import';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { applyImport } from './apply-import';
import { restoreAccreditation } from './backup-accreditation';
import { backupBatch, type BackupProfile } from './backup-import';
import type { ImportBatch } from './import-batch';
import { fileText, isXlsx, readCsv, readXlsx, type Sheet } from './read-upload';
import { missingMessage, resolveMapping, spreadsheetBatch } from './spreadsheet-import';
import { cellText } from '@/shared/domain/cell-values';
import { AppError } from '../../lib/app-error';
import { zeroCounts } from './import-batch';
import { importDateSense } from '../profile/date-sense';

/** Problems listed in one answer; the counts say how many there are in all. */
const LISTED_PROBLEMS = 200;

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

function result(
  batch: ImportBatch,
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
    errors: batch.errors.slice(0, LISTED_PROBLEMS),
    errorCount: batch.errors.length,
    duplicates: outcome.duplicates.slice(0, LISTED_PROBLEMS),
    duplicateCount: outcome.duplicates.length,
  };
}

/** An ICF log without its 'Total' and 'Total hours' rows, and how many there were. */
function withoutTotals(sheet: Sheet, mapping: Record<string, string>) {
  const name = sheet.headers.indexOf(mapping.clientName ?? '');
  const start = sheet.headers.indexOf(mapping.startDate ?? '');
  const rows = sheet.rows.filter(
    (row) => !isIcfTotalsRow(cellText(row.cells[name]), start < 0 ? '' : cellText(row.cells[start])),
  );
  return { sheet: { ...sheet, rows }, totals: sheet.rows.length - rows.length };
}

/** A CSV or XLSX file of one entity (or ICF's Client Coaching Log), through the coach's column mapping. */
export async function importSpreadsheet(
  db: Database,
  options: ImportOptions & {
    file: File;
    entity: ImportTarget;
    dateFormat: ImportDateFormat;
    mapping: string | undefined;
  },
): Promise<ImportResult> {
  const read = isXlsx(options.file)
    ? await readXlsx(options.file, importSheetNames[options.entity])
    : await readCsv(options.file);
  const { mapping, unknownColumns, missing } = resolveMapping(options.entity, read.headers, options.mapping);
  const { sheet, totals } =
    options.entity === 'icfLog' && missing.length === 0 ? withoutTotals(read, mapping) : { sheet: read, totals: 0 };
  if (missing.length > 0) {
    // A preview still answers with the file's headers, so that the coach can map the column.
    if (!options.dryRun) throw new AppError('BAD_REQUEST', missingMessage(missing));
    return {
      ...emptyResult(sheet.rows.length),
      headers: sheet.headers,
      mapping,
      unknownColumns,
      missingFields: missing,
      notes: [missingMessage(missing)],
    };
  }
  const { batch, preview } = await spreadsheetBatch(
    options.entity,
    sheet,
    mapping,
    options.dateFormat,
    importDateSense(),
  );
  const outcome = await applyImport(db, {
    userId: options.userId,
    batch,
    dryRun: options.dryRun,
    stopOnError: options.mode === 'stop_on_error',
  });
  const notes = unknownColumns.length > 0 ? [`Columns not imported: ${unknownColumns.join(', ')}`] : [];
  if (totals > 0) notes.push(`${totals === 1 ? 'The totals row was' : `${totals} totals rows were`} left out.`);
  return result(batch, outcome, {
    dryRun: options.dryRun,
    headers: sheet.headers,
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
export async function importBackup(db: Database, options: ImportOptions & { file: File }): Promise<ImportResult> {
  const { batch, profile, accreditation } = backupBatch(await fileText(options.file), importDateSense());
  const notes: string[] = [];
  const outcome = await applyImport(
    db,
    { userId: options.userId, batch, dryRun: options.dryRun, stopOnError: options.mode === 'stop_on_error' },
    async (tx) => {
      if (profile) await restoreProfile(tx, options.userId, profile, notes);
      await restoreAccreditation(tx, options.userId, accreditation, notes);
    },
  );
  return result(batch, outcome, { dryRun: options.dryRun, notes });
}
