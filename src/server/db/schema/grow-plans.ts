import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { coachingSessions } from './coaching-sessions';
import { timestamps } from './columns';
import { users } from './users';

/** A GROW session plan for one client, optionally preparing one of that client's sessions. */
export const growPlans = pgTable(
  'grow_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    // Deleting the session keeps the plan: the notes are still the coach's work.
    coachingSessionId: uuid('coaching_session_id').references(() => coachingSessions.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    goal: text('goal'),
    reality: text('reality'),
    options: text('options'),
    will: text('will'),
    ...timestamps,
  },
  (table) => [
    index('grow_plans_user_id_client_id_date_idx').on(table.userId, table.clientId, table.date.desc().nullsFirst()),
  ],
);
