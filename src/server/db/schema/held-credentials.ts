import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';
import { credentialBodies, credentialLevels, credentialLevelsByBody } from '@/shared/schemas/credentials';

/** Credentials the coach holds (ICF, EMCC, AC): for MCC's "PCC held" and for renewal (ADR 024). */
export const heldCredentials = pgTable(
  'held_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body', { enum: credentialBodies }).notNull(),
    level: text('level', { enum: credentialLevels }).notNull(),
    awardedOn: date('awarded_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    index('held_credentials_user_id_awarded_on_idx').on(table.userId, table.awardedOn.desc().nullsFirst()),
    check(
      'held_credentials_body_level_check',
      // Each body's own levels, from the list the form checks them against.
      sql.join(
        Object.entries(credentialLevelsByBody).map(
          ([body, levels]) =>
            sql`(${table.body} = ${sql.raw(`'${body}'`)} and ${table.level} in (${sql.raw(levels.map((level) => `'${level}'`).join(', '))}))`,
        ),
        sql.raw('\n        or '),
      ),
    ),
    check('held_credentials_dates_check', sql`${table.expiresOn} is null or ${table.expiresOn} > ${table.awardedOn}`),
  ],
);
