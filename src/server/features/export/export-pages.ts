import type { BackupKey } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
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
