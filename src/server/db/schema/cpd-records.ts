import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const cpdRecords = pgTable(
  'cpd_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    category: text('category', { enum: ['core_competencies', 'resource_development'] }).notNull(),
    coachingEthics: boolean('coaching_ethics').notNull().default(false),
    provider: text('provider'),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    index('cpd_records_user_id_date_idx').on(table.userId, table.date.desc().nullsFirst()),
    check('cpd_records_hours_check', sql`${table.hours} between 0.25 and 100`),
  ],
);
