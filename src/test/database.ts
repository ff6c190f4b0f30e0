import { PGlite } from '@electric-sql/pglite';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createPostgresPool, wrapPglite, wrapPostgres } from '../server/db/client';
import type { DatabaseHandle } from '../server/db/database';
import './provided-context';

/** A migrated database of its own for one test file: PGlite, or PostgreSQL for the PostgreSQL project. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'postgres') return createPostgresTestDatabase(target.serverUrl);
  const dump = fs.readFileSync(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return wrapPglite(client);
}

async function createPostgresTestDatabase(serverUrlText: string): Promise<DatabaseHandle> {
  const { url, serverUrl, name } = await copyPostgresTemplate(serverUrlText);
  const handle = wrapPostgres(createPostgresPool(url.toString()));
  const database = {
    ...handle,
    close: async () => {
      await handle.close();
      await dropTestDatabase(serverUrl, name);
    },
  };
  databaseUrls.set(database, url.toString());
  return database;
}

const databaseUrls = new WeakMap<DatabaseHandle, string>();

/**
 * A pool of its own on the same PostgreSQL test database, as a second instance of the app opens:
 * what two instances share is the database, nothing else. Close it before the first.
 */
export function openSecondInstance(database: DatabaseHandle): DatabaseHandle {
  const url = databaseUrls.get(database);
  if (!url) throw new Error('Only a PostgreSQL test database can be shared by two instances');
  return wrapPostgres(createPostgresPool(url));
}

/** A new database on the server, copied from the migrated template; the caller drops it. */
export async function copyPostgresTemplate(serverUrlText: string) {
  const serverUrl = new URL(serverUrlText);
  const name = `${inject('postgresTemplate')}_${crypto.randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, async (admin) => {
    // Two files copying the template at the same moment make PostgreSQL refuse one of them.
    await whileBusy(() => admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`));
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url, serverUrl, name };
}

/** A new, empty database on the server (no tables, no migrations); the caller drops it. */
export async function createEmptyPostgresDatabase(serverUrlText: string) {
  const serverUrl = new URL(serverUrlText);
  const name = `${serverUrl.pathname.slice(1)}_empty_${crypto.randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url, serverUrl, name };
}

/** Drops a test's database once its own connections are gone. */
export async function dropTestDatabase(serverUrl: URL, name: string) {
  // Not `with (force)`: that refuses to end an autovacuum worker unless the role may signal
  // other roles' backends, whereas a plain drop stops autovacuum itself.
  await withServer(serverUrl, (admin) => whileBusy(() => admin.query(`drop database if exists "${name}"`)));
}

/**
 * Retries while PostgreSQL answers that the database is in use by other sessions: a template
 * being copied by another file, or our own just-closed connections not yet gone.
 */
async function whileBusy(work: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await work();
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function withServer<T>(url: URL, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Empties every table between tests: much faster than a new database. The job queue's jobs go
 * too (pgboss.job, with every queue's partition, and its archive) and its last cron and
 * maintenance times; its queues, schedules and schema version stay, as the app's queue created
 * them (ADR 040).
 */
export async function truncateAll({ db }: DatabaseHandle) {
  const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = [...result.rows.map((row) => `"public"."${row.tablename}"`), 'pgboss.job', 'pgboss.archive'];
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  // pg-boss runs its cron and maintenance at most every 30 s across instances, by these times.
  await db.execute(sql`update pgboss.version set cron_on = null, maintained_on = null, monitored_on = null`);
}
