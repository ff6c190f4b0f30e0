import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Better Auth's `user` model, which is also the coach's profile: role and subscription state
 * live on the same row so that one indexed read answers "who is this and may they in?".
 */
export const users = pgTable(
  'users',
  {
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
    /** Optional public handle, unique case-insensitively (see the index below). */
    username: text('username'),
    displayName: text('display_name'),
    /** Granted by an invitation or an admin: access without payment. */
    freeAccount: boolean('free_account').notNull().default(false),
    subscriptionStartDate: timestamp('subscription_start_date', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The coach cancelled: the subscription runs to its end date and does not renew. */
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
    /** Set by Better Auth's two-factor plugin once the first authenticator code is verified. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Last full re-sync with the billing provider: at most one per 24 hours per coach. */
    billingSyncedAt: timestamp('billing_synced_at', { withTimezone: true }),
    /** Set when a session is created, so admins see 'Last Sign In' even after sessions end. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Practice facts for accreditation: EMCC counts years from the first practice as a coach. */
    firstPractisedOn: date('first_practised_on', { mode: 'string' }),
    professionalMemberships: text('professional_memberships'),
    /** IANA name ('Europe/London'): calendar events are dated in it; null until the coach saves one. */
    timeZone: text('time_zone'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    // The clean-up of accounts never verified (features/auth/policy/unverified-accounts.ts).
    index('users_unverified_created_idx')
      .on(table.createdAt)
      .where(sql`${table.emailVerified} = false`),
  ],
);
