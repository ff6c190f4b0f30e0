import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import type { Mailer } from '../../../lib/email/mailer';
import { unlockSignInEmail } from '../../../lib/email/templates';
import { takeEmailAttempt } from '../../../lib/security/rate-limit-attempts';
import type { RateLimitRule } from '../../../lib/security/rate-limit-rule';
import { UNLOCK_LIFETIME_S, newBrowserToken, rememberBrowser } from './known-browser';

/** At most one sign-in link per address every 15 minutes, however often the lock is hit. */
const UNLOCK_MAILS: RateLimitRule = { window: 15 * 60, max: 1 };

/**
 * When strangers' failures have an account locked, its owner on a new browser is not kept out: a
 * sign-in refused by the lock e-mails the address a link that makes the browser opening it a known
 * browser for an hour (known-browser.ts). Only a verified account gets one; the answer is the same
 * whether or not the address has an account.
 */
export function unlockLinks({ db, mailer, appUrl }: { db: Database; mailer: Mailer; appUrl: string }) {
  return {
    async send(email: string) {
      if (!(await takeEmailAttempt(db, 'unlock-mail', email, UNLOCK_MAILS))) return;
      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.emailVerified, true)));
      if (!user) return;
      const token = newBrowserToken();
      await rememberBrowser(db, token, user.id, UNLOCK_LIFETIME_S);
      await mailer.send(unlockSignInEmail(user.email, `${appUrl}/login?unlock=${token}`));
    },
  };
}

export type UnlockLinks = ReturnType<typeof unlockLinks>;
