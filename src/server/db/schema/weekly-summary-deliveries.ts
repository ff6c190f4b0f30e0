import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * One weekly summary per coach and week: the row is claimed ('sending') before the e-mail goes
 * and marked 'sent' after, so no instance sends that week's summary again. `week_start` is the
 * Monday it was sent for, in the coach's time zone. Rows older than a few weeks are deleted.
 */
export const weeklySummaryDeliveries = pgTable(
  'weekly_summary_deliveries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['sending', 'sent'] }).notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);
