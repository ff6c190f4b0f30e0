import { date, json, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** The coach's choices on the accreditation page; a coach without a row takes the defaults. */
export const accreditationSettings = pgTable('accreditation_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** ICF counts experience from here; null: the earliest start of coach-specific education. */
  educationStart: date('education_start', { mode: 'string' }),
  /** The ICF application path the coach chose per level ({ "PCC": "portfolio" }); a level left out takes the default. */
  icfPaths: json('icf_paths').$type<Record<string, string>>(),
  ...timestamps,
});
