import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { copyPostgresTemplate, createEmptyPostgresDatabase, dropTestDatabase } from './database';
import './provided-context';

/** Puts the migrated template into `dataDir` as the server's PGlite data folder. */
export async function pgliteFolderFromTemplate(dataDir: string) {
  const dump = fs.readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([dump]) });
  await client.close();
}

export interface ServerDatabase {
  /** For the process's environment: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  settings: Record<string, string>;
  dataDir: string;
  /** Deletes the folder and drops the database. */
  remove(): Promise<void>;
}

/**
 * A database for a server process of its own (the built server, `npm start`, the backup tool):
 * a PGlite data folder, or for the PostgreSQL project a database on that server; migrated from
 * the template, or `empty`.
 */
async function serverDatabase(contents: 'migrated' | 'empty'): Promise<ServerDatabase> {
  const target = inject('testDatabase');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-server-data-'));
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (target.kind === 'pglite') {
    if (contents === 'migrated') await pgliteFolderFromTemplate(dataDir);
    return { settings: { DATA_DIR: dataDir }, dataDir, remove: async () => removeFolder() };
  }
  const { url, serverUrl, name } =
    contents === 'migrated'
      ? await copyPostgresTemplate(target.serverUrl)
      : await createEmptyPostgresDatabase(target.serverUrl);
  return {
    settings: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    remove: async () => {
      removeFolder();
      await dropTestDatabase(serverUrl, name);
    },
  };
}

export const createServerDatabase = () => serverDatabase('migrated');
/** An empty database to restore into. */
export const createEmptyServerDatabase = () => serverDatabase('empty');
