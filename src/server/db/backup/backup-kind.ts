import fs from 'node:fs';

export type BackupKind = 'pglite' | 'postgres';

/**
 * What a backup file holds, from its first bytes: PGlite's dump is a tar archive, gzipped or not
 * (`dumpDataDir`); pg_dump's custom format starts with `PGDMP`. Null for anything else.
 */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(512);
  const handle = fs.openSync(file, 'r');
  let read: number;
  try {
    read = fs.readSync(handle, head, 0, head.length, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (read >= 5 && head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (read >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  return null;
}

export const BACKUP_EXTENSIONS: Record<BackupKind, string> = { pglite: 'tar.gz', postgres: 'pgdump' };

/**
 * Writes a backup through `write(partial)` into `file.partial`, then renames it: a backup that
 * fails half-way never leaves a file under the final name. Only the owner may read it: it holds
 * every coach's notes.
 */
export async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
