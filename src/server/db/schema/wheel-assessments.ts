import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { timestamps } from './columns';
import { users } from './users';

/** One Wheel of Life: eight named areas, each scored 1–10, on a date, for one client. */
export const wheelAssessments = pgTable(
  'wheel_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    // Names and scores travel together, in the wheel's order; the shared schema checks their shape.
    areas: jsonb('areas').$type<{ name: string; score: number }[]>().notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    index('wheel_assessments_user_id_client_id_date_idx').on(
      table.userId,
      table.clientId,
      table.date.desc().nullsFirst(),
    ),
  ],
);
