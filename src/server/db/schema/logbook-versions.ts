import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A number that changes with every write to the coach's logbook: triggers on clients, coaching
 * sessions, supervision and CPD (hand-written migration 0027) bump it in the transaction of each
 * write. The session check reads it with the user, so a figure computed at a version can be served
 * again, without its query, for as long as the version is the same (the dashboard, ADR 032).
 */
export const logbookVersions = pgTable('logbook_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
