import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseSettings } from '../../env';
import { BACKUP_EXTENSIONS, backupKindOf, type BackupKind } from './backup-kind';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

export const USAGE = `Usage:
  npm run db:backup [-- <file>]              back up the database (DATABASE_URL, else PGlite in DATA_DIR)
  npm run db:restore -- <file> [--replace]   restore a backup into it (see the README, "Backups")`;

export class UsageError extends Error {
  override name = 'UsageError';
}

const kindOf = (settings: DatabaseSettings): BackupKind => (settings.DATABASE_URL ? 'postgres' : 'pglite');
const where = (settings: DatabaseSettings) =>
  settings.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${path.join(settings.DATA_DIR, 'pglite')})`;
const megabytes = (file: string) => `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB`;

function defaultBackupFile(kind: BackupKind, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.join('backups', `coach-logbook-${kind}-${stamp}.${BACKUP_EXTENSIONS[kind]}`);
}

/** Backs up the configured database into `file` (by default a new file under ./backups); says what it did. */
export async function backupDatabase(settings: DatabaseSettings, file?: string) {
  const kind = kindOf(settings);
  const target = file ?? defaultBackupFile(kind);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
  if (fs.existsSync(target)) throw new Error(`${target} already exists; name a new file.`);
  const { migration } = settings.DATABASE_URL
    ? await backupPostgres(settings.DATABASE_URL, target)
    : await backupPglite(settings.DATA_DIR, target);
  return `Backed up ${where(settings)}, at migration ${migration ?? '(none)'}, to ${target} (${megabytes(target)}).`;
}

/** Restores `file` into the configured database; says what it did. */
export async function restoreDatabase(settings: DatabaseSettings, file: string, { replace }: { replace: boolean }) {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const kind = backupKindOf(file);
  if (!kind)
    throw new Error(
      `${file} is not a backup made by npm run db:backup (neither a PGlite dump nor pg_dump's custom format).`,
    );
  if (kind !== kindOf(settings)) {
    throw new Error(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into.`
        : `${file} is a PGlite backup: unset DATABASE_URL to restore it into DATA_DIR.`,
    );
  }
  if (replace && kind === 'postgres') {
    throw new UsageError('--replace is for PGlite only: restore a PostgreSQL backup into a new, empty database.');
  }
  const { migration, setAside } = settings.DATABASE_URL
    ? await restorePostgres(settings.DATABASE_URL, file)
    : await restorePglite(settings.DATA_DIR, file, { replace });
  return [
    `Restored ${file} into ${where(settings)}, at migration ${migration ?? '(none)'}.`,
    ...(setAside ? [`The database it replaced was moved to ${setAside}.`] : []),
    'The server applies any newer migrations when it starts.',
  ].join('\n');
}

/** `backup [file]` or `restore <file> [--replace]`, as the npm scripts pass them. */
export async function runDbTool(args: string[], settings: DatabaseSettings) {
  const [command, ...rest] = args;
  const replace = rest.includes('--replace');
  const files = rest.filter((arg) => arg !== '--replace');
  if (rest.some((arg) => arg.startsWith('--') && arg !== '--replace') || files.length > 1) throw new UsageError(USAGE);
  if (command === 'backup' && !replace) return backupDatabase(settings, files[0]);
  if (command === 'restore' && files[0]) return restoreDatabase(settings, files[0], { replace });
  throw new UsageError(USAGE);
}
