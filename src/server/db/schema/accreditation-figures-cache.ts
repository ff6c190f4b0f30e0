import { bigint, json, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The coach's accreditation figures as last computed, so that a visit reads one row instead of
 * aggregating every session. Triggers on every table the figures read (hand-written migration 0025) bump
 * `version` in the transaction of each write; a row is fresh only while `figures_version` equals
 * `version` and `inputs` (today's date and the rule windows) are the ones asked for.
 */
export const accreditationFiguresCache = pgTable('accreditation_figures_cache', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  inputs: text('inputs'),
  figuresVersion: bigint('figures_version', { mode: 'number' }),
  figures: json('figures'),
});
