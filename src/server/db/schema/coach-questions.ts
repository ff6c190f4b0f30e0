import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** The coach's own questions for the question bank; the curated ones live in code. */
export const coachQuestions = pgTable(
  'coach_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['goal', 'reality', 'options', 'will'] }).notNull(),
    text: text('text').notNull(),
    ...timestamps,
  },
  (table) => [index('coach_questions_user_id_idx').on(table.userId, table.createdAt)],
);
