import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A coach's calendar address (the private iCal link): a secret, kept encrypted (ADR 040) and
 * never shown again in full; `host` is all the page shows of it.
 */
export const calendarAddresses = pgTable(
  'calendar_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** AES-256-GCM, key derived from AUTH_SECRET: 'v1.<iv>.<tag>.<ciphertext>' in base64url. */
    urlCiphertext: text('url_ciphertext').notNull(),
    host: text('host').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Why the last read failed, in the coach's words; null when it worked. */
    failure: text('failure'),
    /** Reads failed in a row: each doubles the wait before the next (up to a day). */
    failures: integer('failures').notNull().default(0),
    /** When the hourly refresh reads it next. */
    nextReadAt: timestamp('next_read_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('calendar_addresses_user_id_idx').on(table.userId),
    index('calendar_addresses_next_read_at_idx').on(table.nextReadAt),
  ],
);
