import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** A coach who turned the weekly summary on (/account); unsubscribing deletes the row. */
export const weeklySummarySubscriptions = pgTable('weekly_summary_subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...timestamps,
});
