import type { Database } from '../../../db/database';
import type { Mailer } from '../../../lib/email/mailer';
import { verificationEmail, waitingAccountEmail } from '../../../lib/email/templates';
import { takeEmailAttempt } from '../../../lib/security/rate-limit-attempts';
import type { RateLimitRule } from '../../../lib/security/rate-limit-rule';
import { confirmationToken } from './address-confirmation';

export interface ConfirmationMailDeps {
  db: Database;
  mailer: Mailer;
  secret: string;
  appUrl: string;
  /** How long a link lives, in seconds: as long as an unverified account does. */
  lifetimeS: number;
}

/**
 * At most one mail of each kind per address every five minutes, however many sign-ups or sign-ins
 * ask for one (issue 28 N9): sign-in has no captcha, and each further client address would
 * otherwise add five mails a minute to a stranger's inbox. The link already sent stays good.
 */
export const CONFIRMATION_MAILS: RateLimitRule = { window: 5 * 60, max: 1 };

/**
 * The mails about an account waiting for its address to be confirmed. Better Auth asks for a link
 * at sign-up and at a sign-in with the right password (`sendOnSignIn`); its own token is not used:
 * ours names the password too (address-confirmation.ts).
 */
export function confirmationMails(deps: ConfirmationMailDeps) {
  return {
    async sendLink(user: { id: string; email: string }) {
      if (!(await takeEmailAttempt(deps.db, 'confirmation-mail', user.email, CONFIRMATION_MAILS))) return;
      const token = await confirmationToken(deps, user);
      if (!token) return;
      await deps.mailer.send(verificationEmail(user.email, `${deps.appUrl}/verify?token=${token}&type=signup`));
    },
    /** To the address of a waiting account that someone signed up again with another password. */
    async sendWaitingNotice(email: string) {
      if (!(await takeEmailAttempt(deps.db, 'waiting-notice', email, CONFIRMATION_MAILS))) return;
      await deps.mailer.send(
        waitingAccountEmail(email, { signInUrl: `${deps.appUrl}/login`, resetUrl: `${deps.appUrl}/reset-password` }),
      );
    },
  };
}

export type ConfirmationMails = ReturnType<typeof confirmationMails>;
