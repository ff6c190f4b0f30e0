import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { newestMigrationOf } from '../migrate';
import { acquireDataDirLock } from '../pglite-lock';
import { writeAtomically } from './backup-kind';

const folderOf = (dataDir: string) => path.join(dataDir, 'pglite');
const holdsDatabase = (folder: string) => fs.existsSync(path.join(folder, 'PG_VERSION'));

/**
 * Runs `work` holding the data folder's lock, as the server does: it throws, naming the pid,
 * while a server (or another backup) uses the folder, since PGlite's files are consistent only
 * when one process has them.
 */
async function withFolderLocked<T>(dataDir: string, work: () => Promise<T>) {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * The dump's tar archive, unpacked here when gzipped: a damaged or cut-short file fails now, with
 * nothing touched yet (PGlite's own unpacking reports such a file as an unhandled error).
 */
async function tarOf(file: string) {
  const bytes = fs.readFileSync(file);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  try {
    return await promisify(gunzip)(bytes);
  } catch (error) {
    throw new Error(`${file} is damaged or incomplete (${(error as Error).message}); nothing was changed.`, {
      cause: error,
    });
  }
}

/** PGlite's data folder (`DATA_DIR/pglite`) dumped into one gzipped tar, with the server stopped. */
export async function backupPglite(dataDir: string, file: string) {
  return withFolderLocked(dataDir, async () => {
    const folder = folderOf(dataDir);
    if (!holdsDatabase(folder)) throw new Error(`There is no database in ${path.resolve(folder)} to back up.`);
    const client = await PGlite.create(folder);
    try {
      await client.exec('checkpoint');
      const migration = await newestMigrationOf(client);
      const dump = await client.dumpDataDir('gzip');
      await writeAtomically(file, async (partial) => {
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      });
      return { migration };
    } finally {
      await client.close();
    }
  });
}

/**
 * A PGlite dump loaded into `DATA_DIR/pglite`, with the server stopped. A folder that already
 * holds a database is refused, unless `replace`: then it is moved aside (kept, never deleted) and
 * put back should the restore fail.
 */
export async function restorePglite(dataDir: string, file: string, { replace }: { replace: boolean }) {
  return withFolderLocked(dataDir, async () => {
    const folder = folderOf(dataDir);
    const archive = await tarOf(file);
    let setAside: string | null = null;
    if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
      if (!replace) {
        throw new Error(
          `${path.resolve(folder)} already holds a database. Restore into an empty DATA_DIR, or add --replace to move the current one aside first.`,
        );
      }
      setAside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(folder, setAside);
    }
    try {
      const client = await PGlite.create(folder, { loadDataDir: new Blob([archive]) });
      try {
        return { migration: await newestMigrationOf(client), setAside };
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(folder, { recursive: true, force: true });
      if (setAside) fs.renameSync(setAside, folder);
      throw new Error(`The backup could not be restored (${(error as Error).message}); nothing was changed.`, {
        cause: error,
      });
    }
  });
}
