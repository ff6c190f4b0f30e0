import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Better Auth's `rateLimit` model, in the database so that every app instance shares it. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  ...timestamps,
});
