import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';
import { educationKinds } from '@/shared/schemas/education';

/** Coach-specific education: the training hours ICF, EMCC and AC ask for (ADR 024). */
export const educationRecords = pgTable(
  'education_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programmeName: text('programme_name').notNull(),
    provider: text('provider').notNull(),
    kind: text('kind', { enum: educationKinds }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null while the programme is in progress. */
    endDate: date('end_date', { mode: 'string' }),
    totalHours: numeric('total_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    synchronousHours: numeric('synchronous_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    certificateReference: text('certificate_reference'),
    /** Hours on ICF's Core Competencies: ICF counts experience from a programme of 30 hours with 24 of them. */
    coreCompetencyHours: numeric('core_competency_hours', { precision: 6, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    index('education_records_user_id_start_date_idx').on(table.userId, table.startDate.desc().nullsFirst()),
    check('education_records_total_hours_check', sql`${table.totalHours} between 0.25 and 5000`),
    check(
      'education_records_synchronous_hours_check',
      sql`${table.synchronousHours} >= 0 and ${table.synchronousHours} <= ${table.totalHours}`,
    ),
    check(
      'education_records_core_hours_check',
      sql`${table.coreCompetencyHours} is null or (${table.coreCompetencyHours} >= 0 and ${table.coreCompetencyHours} <= ${table.totalHours})`,
    ),
    check('education_records_dates_check', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
  ],
);
