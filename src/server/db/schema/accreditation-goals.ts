import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** The credential the coach is working towards: the accreditation page opens on its answer (issue 26). */
export const accreditationGoals = pgTable('accreditation_goals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  body: text('body', { enum: ['ICF', 'EMCC', 'AC'] }).notNull(),
  level: text('level').notNull(),
  targetDate: date('target_date', { mode: 'string' }),
  ...timestamps,
});
