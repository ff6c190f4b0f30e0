import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Coaching sessions and minutes per coach per calendar month, kept by statement-level triggers on
 * coaching_sessions (migration 0005) in the same transaction as every write, so the dashboard
 * reads a few hundred small rows instead of aggregating thousands of sessions on every visit.
 */
export const coachMonthTotals = pgTable(
  'coach_month_totals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);
