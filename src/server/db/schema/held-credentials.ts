import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** Credentials the coach holds (ICF, EMCC, AC): for MCC's "PCC held" and for renewal (ADR 024). */
export const heldCredentials = pgTable(
  'held_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body', { enum: ['icf', 'emcc', 'ac'] }).notNull(),
    level: text('level', {
      enum: [
        'acc',
        'pcc',
        'mcc',
        'foundation',
        'practitioner',
        'senior_practitioner',
        'master_practitioner',
        'coach',
        'professional',
        'master',
      ],
    }).notNull(),
    awardedOn: date('awarded_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    index('held_credentials_user_id_awarded_on_idx').on(table.userId, table.awardedOn.desc().nullsFirst()),
    check(
      'held_credentials_body_level_check',
      sql`(${table.body} = 'icf' and ${table.level} in ('acc', 'pcc', 'mcc'))
        or (${table.body} = 'emcc' and ${table.level} in ('foundation', 'practitioner', 'senior_practitioner', 'master_practitioner'))
        or (${table.body} = 'ac' and ${table.level} in ('foundation', 'coach', 'professional', 'master'))`,
    ),
    check('held_credentials_dates_check', sql`${table.expiresOn} is null or ${table.expiresOn} > ${table.awardedOn}`),
  ],
);
