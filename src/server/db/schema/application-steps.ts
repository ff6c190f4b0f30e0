import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * What happens after the coach is eligible: the date they applied and passed the body's exam.
 * 'Credential awarded' becomes a held credential, not a column here (issue 26).
 */
export const applicationSteps = pgTable(
  'application_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body', { enum: ['ICF', 'EMCC', 'AC'] }).notNull(),
    level: text('level').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }),
    examPassedOn: date('exam_passed_on', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('application_steps_user_id_body_level_key').on(table.userId, table.body, table.level),
    check(
      'application_steps_dates_check',
      sql`${table.examPassedOn} is null or ${table.appliedOn} is null or ${table.examPassedOn} >= ${table.appliedOn}`,
    ),
  ],
);
