import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Captcha challenges already spent on a sign-up or reset request, kept until they expire so a
 * solved challenge is accepted once, by every app instance alike.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    challengeSignature: text('challenge_signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('captcha_solutions_expires_at_idx').on(table.expiresAt)],
);
