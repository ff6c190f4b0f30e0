import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A support ticket is stored before anything else happens, so a Jira outage never loses one.
 * The delivery columns are the worker's queue: due rows are those not yet sent whose
 * next_attempt_at has passed.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueType: text('issue_type', { enum: ['bug', 'feature', 'question', 'other'] }).notNull(),
    email: text('email').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    deliveryStatus: text('delivery_status', { enum: ['stored', 'sent', 'failing'] })
      .notNull()
      .default('stored'),
    jiraKey: text('jira_key'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('support_tickets_user_id_idx').on(table.userId),
    index('support_tickets_created_at_idx').on(table.createdAt.desc().nullsFirst()),
    index('support_tickets_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`delivery_status <> 'sent'`),
  ],
);
