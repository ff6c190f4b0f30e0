import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** One type for both drivers: PGlite and node-postgres speak the same dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (under an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  /** The name of the newest migration applied (null before any); throws when the database cannot answer. */
  newestMigration(): Promise<string | null>;
  close(): Promise<void>;
}
