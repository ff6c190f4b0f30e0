import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a single delete took away (the record and every row its foreign keys took with it), kept
 * for a few minutes so that the toast's 'Undo' puts it back exactly (issue 29 §4, ADR 044). Not a
 * record of the coach's: never in a backup or an export, purged once expired.
 */
export const undoSnapshots = pgTable(
  'undo_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The table of the record deleted, e.g. 'clients'. */
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    /** `UndoPayload`: the rows per table as `row_to_json` wrote them, and links set to null. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('undo_snapshots_expires_at_idx').on(table.expiresAt)],
);
