import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Events the coach logged or skipped, by key only (the sha256 of UID and recurrence id): whatever
 * file or refresh brings them back, they are never proposed again.
 */
export const calendarDecisions = pgTable(
  'calendar_decisions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    decision: text('decision', { enum: ['logged', 'skipped'] }).notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventKey] })],
);
