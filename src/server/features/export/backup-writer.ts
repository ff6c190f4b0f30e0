import { BACKUP_FORMAT, BACKUP_VERSION, backupKeys } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { loadExportedAccreditation } from './export-accreditation';
import { exportPages } from './export-pages';
import { loadExportedClients, loadExportedProfile, type ExportedRow } from './export-rows';

/** Columns a spreadsheet shows for reading but a backup leaves out: the client's number says it. */
const SPREADSHEET_ONLY = new Set(['clientName', 'clientEmail']);

const backupRow = (row: ExportedRow) =>
  JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => !SPREADSHEET_ONLY.has(key))));

/**
 * The full backup as JSON text, written a page at a time with one row per line (see
 * docs/backup-format.md): valid JSON as a whole, and the browser counts lines to show progress.
 */
export async function writeBackup(db: Database, userId: string, write: (text: string) => Promise<unknown>) {
  const [profile, accreditation, exportedClients] = await Promise.all([
    loadExportedProfile(db, userId),
    loadExportedAccreditation(db, userId),
    loadExportedClients(db, userId),
  ]);
  await write(
    `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_VERSION},` +
      `"exportedAt":${JSON.stringify(new Date().toISOString())},\n"profile":${JSON.stringify(profile)}` +
      `,\n"accreditation":${JSON.stringify(accreditation)}`,
  );
  for (const key of backupKeys) {
    await write(`,\n${JSON.stringify(key)}:[`);
    let first = true;
    for await (const page of exportPages(db, userId, key, exportedClients)) {
      await write((first ? '\n' : ',\n') + page.map(backupRow).join(',\n'));
      first = false;
    }
    await write(first ? ']' : '\n]');
  }
  await write('}\n');
}
