import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** Mentor coaching the coach received: never coaching experience (ADR 024). */
export const mentorCoachingSessions = pgTable(
  'mentor_coaching_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorName: text('mentor_name').notNull(),
    mentorEmail: text('mentor_email'),
    mentorCredential: text('mentor_credential', { enum: ['acc', 'pcc', 'mcc', 'other'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    duration: integer('duration').notNull(),
    format: text('format', { enum: ['one_to_one', 'group'] }).notNull(),
    /** 2–10 for a group, null one-to-one. */
    groupSize: integer('group_size'),
    notes: text('notes'),
    /** ICF counts a mentor only while their credential is current, and an ACC mentor after one renewal. */
    mentorCredentialCurrent: boolean('mentor_credential_current').notNull().default(true),
    mentorRenewed: boolean('mentor_renewed').notNull().default(false),
    /** The level of ICF's Mentor Coach Specialization the mentor holds; from 1 January 2027 ICF asks for it. */
    mentorQualification: text('mentor_qualification', { enum: ['acc', 'pcc', 'mcc'] }),
    ...timestamps,
  },
  (table) => [
    index('mentor_coaching_sessions_user_id_date_idx').on(table.userId, table.date.desc().nullsFirst()),
    check('mentor_coaching_sessions_duration_check', sql`${table.duration} between 1 and 1440`),
    check(
      'mentor_coaching_sessions_group_size_check',
      sql`(${table.format} = 'group' and ${table.groupSize} between 2 and 10) or (${table.format} = 'one_to_one' and ${table.groupSize} is null)`,
    ),
  ],
);
