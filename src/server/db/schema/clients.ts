import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    organisation: text('organisation'),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    /** The client's consent to appear in accreditation log exports. */
    includeInExports: boolean('include_in_exports').notNull().default(false),
    /** Shown instead of the name in exports. */
    exportAlias: text('export_alias'),
    /**
     * A group client: how many people it holds (null for one person). ICF counts each member as a
     * client and leaves groups of more than 15 out of its hours (issue 26).
     */
    groupMembers: integer('group_members'),
    /** The members' names, one a line, when the coach wants them on record. */
    groupMemberNames: text('group_member_names'),
    /** 'Client since' when the coach sets it (coached before the first session logged here). */
    clientSince: date('client_since', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    index('clients_user_id_name_idx').on(table.userId, table.name),
    check('clients_group_members_check', sql`${table.groupMembers} is null or ${table.groupMembers} between 2 and 200`),
  ],
);
