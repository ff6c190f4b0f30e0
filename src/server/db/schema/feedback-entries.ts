import { index, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Client feedback and the coach's reflections: one table, as both are a short dated text that
 * EMCC counts per kind (ADR 024).
 */
export const feedbackEntries = pgTable(
  'feedback_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['client_feedback', 'reflection'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Optional; the entry outlives the client, as EMCC still counts it. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    ...timestamps,
  },
  (table) => [
    index('feedback_entries_user_id_date_idx').on(table.userId, table.date.desc().nullsFirst()),
    index('feedback_entries_client_id_idx').on(table.clientId),
  ],
);
