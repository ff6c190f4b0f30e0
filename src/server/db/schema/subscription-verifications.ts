import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * One row per access verification (at sign-in, at the daily re-sync) and per status change:
 * the audit trail of why a coach could or could not get in.
 */
export const subscriptionVerifications = pgTable(
  'subscription_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    /** e.g. 'none_found', 'trial', 'trial_expired', 'active', 'expired', 'canceled', 'past_due', 'admin'. */
    result: text('result').notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [index('subscription_verifications_user_id_idx').on(table.userId, table.verifiedAt.desc().nullsFirst())],
);
