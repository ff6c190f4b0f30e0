import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Provider events already processed, by event id. Inserting with ON CONFLICT DO NOTHING inside
 * the processing transaction makes concurrent or repeated deliveries of one event take effect once.
 * Not coach-owned: an event may name a customer we do not know.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  ...timestamps,
});
