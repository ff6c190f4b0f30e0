import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** The coach's rules for reading calendars; a coach without a row has the defaults. */
export const calendarRules = pgTable('calendar_rules', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ignoredTitles: text('ignored_titles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  coachingWord: text('coaching_word'),
  defaultPayment: text('default_payment', { enum: ['paid', 'pro_bono'] })
    .notNull()
    .default('paid'),
  ...timestamps,
});
