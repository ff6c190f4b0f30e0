import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Better Auth's `user` model, which is also the coach's profile: role and subscription state
 * live on the same row so that one indexed read answers "who is this and may they in?".
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  subscriptionStatus: text('subscription_status', {
    enum: ['trial', 'trialing', 'active', 'canceled', 'past_due'],
  })
    .notNull()
    .default('trial'),
  subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  termsVersion: text('terms_version'),
  ...timestamps,
});
