import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A recorded session for ICF's performance evaluation, with the checklist ICF's page asks for:
 * the client's written permission, the transcript, a self-review against the markers, and the
 * mentor's feedback (issue 26). It counts once every item is done.
 */
export const performanceRecordings = pgTable(
  'performance_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential the recording is for: ACC, PCC or MCC markers. */
    level: text('level', { enum: ['acc', 'pcc', 'mcc'] }).notNull(),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    duration: integer('duration').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    permissionOn: date('permission_on', { mode: 'string' }),
    transcriptDone: boolean('transcript_done').notNull().default(false),
    selfReviewDone: boolean('self_review_done').notNull().default(false),
    mentorFeedback: text('mentor_feedback'),
    ...timestamps,
  },
  (table) => [
    index('performance_recordings_user_id_recorded_on_idx').on(table.userId, table.recordedOn.desc().nullsFirst()),
    index('performance_recordings_client_id_idx').on(table.clientId),
    check('performance_recordings_duration_check', sql`${table.duration} between 1 and 1440`),
  ],
);
