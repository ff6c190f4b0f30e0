import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const supervisionSessions = pgTable(
  'supervision_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supervisorName: text('supervisor_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    duration: integer('duration').notNull(),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    supervisionType: text('supervision_type', { enum: ['individual', 'group'] })
      .notNull()
      .default('individual'),
    supervisorAccreditation: text('supervisor_accreditation'),
    ...timestamps,
  },
  (table) => [
    index('supervision_sessions_user_id_date_idx').on(table.userId, table.date.desc().nullsFirst()),
    check('supervision_sessions_duration_check', sql`${table.duration} between 1 and 1440`),
  ],
);
