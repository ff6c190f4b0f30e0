import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

/** Resolved from the working directory so that the bundled server finds the same folder. */
export const migrationsFolder = path.resolve('src/server/db/migrations');

function assertMigrationsPresent() {
  if (!fs.existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(`No migrations in ${migrationsFolder}: start the server from the project folder (npm start does).`);
  }
}

interface Journal {
  entries: { when: number; tag: string }[];
}

let migrationTags: Map<number, string> | undefined;

/**
 * The newest migration applied to a database, by its name in the journal (`0027_…`): drizzle
 * records each one by the journal's `when`. One that this server's journal does not hold was
 * applied by a newer version of the app.
 */
export function migrationName(createdAt: number) {
  if (!migrationTags) {
    assertMigrationsPresent();
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    migrationTags = new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
  }
  return migrationTags.get(createdAt) ?? 'unknown (newer than this server)';
}

/** Anything that runs a query: PGlite, a pg pool or a pg client. */
interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** The newest migration applied, from drizzle's own record of what it applied (null before any). */
export async function newestMigrationOf(client: Queryable) {
  const { rows } = await client.query(
    'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const newest = rows[0] as { created_at: string } | undefined;
  return newest ? migrationName(Number(newest.created_at)) : null;
}

/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 727_001;

/** PGlite lives in this process only, and the data-folder lock keeps other processes out. */
export async function migratePglite(client: PGlite) {
  assertMigrationsPresent();
  await migratePgliteDb(drizzlePglite(client), { migrationsFolder });
  // PGlite runs no autovacuum, so its planner would never learn the tables' sizes otherwise.
  await client.exec('analyze');
}

/** drizzle's migrator takes no lock: two instances starting together would race without this. */
export async function migratePostgresWithLock(pool: pg.Pool) {
  assertMigrationsPresent();
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(connection), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
