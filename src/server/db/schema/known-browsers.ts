import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Browsers that proved an account's password (or opened its e-mailed sign-in link), so that
 * strangers' failed guesses do not lock the owner out there (ADR 038). The browser holds a random
 * token in a signed cookie; only its SHA-256 is stored, one row per browser and account. A few
 * failures from the browser end its pass; signing out everywhere and a new password end them all.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.userId] }),
    index('known_browsers_user_id_idx').on(table.userId, table.createdAt),
  ],
);
