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
  /**
   * Plain SQL for a library that brings its own (the job queue, ADR 040): one statement with
   * `values`, or a script of several statements without. A script runs in a transaction of its
   * own, so one that fails half-way never leaves PGlite's only connection in a failed transaction.
   */
  runSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
