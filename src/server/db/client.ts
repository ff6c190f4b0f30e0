import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';
import { migratePglite, migratePostgresWithLock, newestMigrationOf } from './migrate';
import { acquireDataDirLock } from './pglite-lock';

export function wrapPglite(client: PGlite, release: () => void = () => {}): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(client),
    newestMigration: () => newestMigrationOf(client),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    runSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // A script's own BEGIN and COMMIT nest harmlessly inside this transaction (PostgreSQL only
      // warns); when a statement fails, PGlite's transaction() rolls the connection back.
      return client.transaction(async (tx) => (await tx.exec(text)).at(-1) ?? { rows: [] });
    },
  };
}

export function wrapPostgres(pool: pg.Pool): DatabaseHandle {
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgresWithLock(pool),
    newestMigration: () => newestMigrationOf(pool),
    close: () => pool.end(),
    runSql: async (text, values) => {
      if (values?.length) return pool.query(text, values);
      // A script that fails after its BEGIN leaves its connection in a failed transaction: roll
      // it back before the connection goes back to the pool.
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        const results = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results;
      } catch (error) {
        await connection.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection that cannot even roll back is closed rather than reused.
        connection.release(broken);
      }
    },
  };
}

export function createPostgresPool(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return pool;
}

/** PGlite under DATA_DIR by default; a PostgreSQL server when DATABASE_URL is set. */
export async function openDatabase(settings: { DATABASE_URL?: string; DATA_DIR: string }): Promise<DatabaseHandle> {
  if (settings.DATABASE_URL) return wrapPostgres(createPostgresPool(settings.DATABASE_URL));
  fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  const release = acquireDataDirLock(settings.DATA_DIR);
  try {
    const client = await PGlite.create(path.join(settings.DATA_DIR, 'pglite'));
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
