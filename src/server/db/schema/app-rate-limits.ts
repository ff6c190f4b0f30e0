import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The app's own rate-limit counters (per account, per e-mail digest), apart from Better Auth's
 * `rate_limits`: Better Auth's clean-up deletes its rows after its own 60 s window, which erased the
 * 10-minute per-account counters kept there (issue 20 item 9).
 */
export const appRateLimits = pgTable('app_rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** When the current window began, in epoch milliseconds. */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
