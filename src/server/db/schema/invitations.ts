import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * An admin's invitation to an e-mail address. Only 'pending' and 'accepted' are stored: a pending
 * invitation past its expiry date is expired, computed when read, so the two can never disagree.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case, as sign-up stores e-mails. */
    email: text('email').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    isFreeAccount: boolean('is_free_account').notNull().default(true),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('invitations_status_created_idx').on(table.status, table.createdAt),
    index('invitations_email_idx').on(sql`lower(${table.email})`),
  ],
);
