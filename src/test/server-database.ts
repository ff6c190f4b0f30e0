import { PGlite } from '@electric-sql/pglite';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { copyPostgresTemplate, dropTestDatabase } from './database';
import './provided-context';

/** Puts the migrated template into `dataDir` as the server's PGlite data folder. */
export async function pgliteFolderFromTemplate(dataDir: string) {
  const dump = fs.readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([dump]) });
  await client.close();
}

/**
 * A migrated database for a server process of its own (the built server, `npm start`): a PGlite
 * data folder, or for the PostgreSQL project a database on that server. `settings` go into the
 * process's environment; `remove` deletes the folder and drops the database.
 */
export async function createServerDatabase(): Promise<{
  settings: Record<string, string>;
  dataDir: string;
  remove(): Promise<void>;
}> {
  const target = inject('testDatabase');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-server-data-'));
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (target.kind === 'pglite') {
    await pgliteFolderFromTemplate(dataDir);
    return { settings: { DATA_DIR: dataDir }, dataDir, remove: async () => removeFolder() };
  }
  const { url, serverUrl, name } = await copyPostgresTemplate(target.serverUrl);
  return {
    settings: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    remove: async () => {
      removeFolder();
      await dropTestDatabase(serverUrl, name);
    },
  };
}

/** An empty database to restore into: a new data folder, or a new database on the PostgreSQL server. */
export async function createEmptyServerDatabase(): Promise<{
  settings: Record<string, string>;
  dataDir: string;
  remove(): Promise<void>;
}> {
  const target = inject('testDatabase');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-empty-data-'));
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (target.kind === 'pglite') return { settings: { DATA_DIR: dataDir }, dataDir, remove: async () => removeFolder() };
  const serverUrl = new URL(target.serverUrl);
  const name = `${serverUrl.pathname.slice(1)}_empty_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    settings: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    remove: async () => {
      removeFolder();
      await dropTestDatabase(serverUrl, name);
    },
  };
}
