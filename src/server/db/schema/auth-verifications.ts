import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Better Auth's `verification` model: one-time tokens for e-mail verification and reset. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);
