import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (table) => [index('clients_user_id_name_idx').on(table.userId, table.name)],
);
