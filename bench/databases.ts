import { PGlite } from '@electric-sql/pglite';
import crypto from 'node:crypto';
import pg from 'pg';
import { createPostgresPool, wrapPglite, wrapPostgres } from '../src/server/db/client';
import type { DatabaseHandle } from '../src/server/db/database';

/** A bench database; PostgreSQL's also says where it is, for the built server the bench starts. */
export type BenchDatabaseHandle = DatabaseHandle & { url?: string };

export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  open: () => Promise<BenchDatabaseHandle>;
}

/** A throw-away database on the server at `serverUrl`, dropped when the handle is closed. */
async function postgresDatabase(serverUrl: string): Promise<BenchDatabaseHandle> {
  const url = new URL(serverUrl);
  // Named after the server URL's own database, so that benches sharing a server keep to their prefix.
  const name = `${url.pathname.slice(1) || 'coach'}_bench_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  url.pathname = `/${name}`;
  const handle = wrapPostgres(createPostgresPool(url.toString()));
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * In-memory PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set;
 * `BENCH_PGLITE=off` leaves PGlite out (the throughput targets of issue 22 are PostgreSQL's).
 * BENCH_ONLY=PostgreSQL (or PGlite) keeps one of them, for a run whose target is set on one.
 */
export function benchDatabases(): BenchDatabase[] {
  const databases: BenchDatabase[] = [];
  if (process.env.BENCH_PGLITE !== 'off') {
    databases.push({ label: 'PGlite', open: async () => wrapPglite(await PGlite.create()) });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) databases.push({ label: 'PostgreSQL', open: () => postgresDatabase(serverUrl) });
  const only = process.env.BENCH_ONLY;
  return only ? databases.filter((database) => database.label === only) : databases;
}
