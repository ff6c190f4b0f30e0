import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * 'Not tracked' accreditation requirements (an exam, recordings) the coach has ticked as done.
 * The requirement id is the rule data's stable id (shared/domain/accreditation), checked on input.
 */
export const accreditationTicks = pgTable(
  'accreditation_ticks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requirementId: text('requirement_id').notNull(),
    doneOn: date('done_on', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.requirementId] })],
);
