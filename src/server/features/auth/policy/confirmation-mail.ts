import type { Database } from '../../../db/database';
import type { Mailer } from '../../../lib/email/mailer';
import { verificationEmail, waitingAccountEmail } from '../../../lib/email/templates';
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
 * The mails about an account waiting for its address to be confirmed. Better Auth asks for a link
 * at sign-up and at a sign-in with the right password (`sendOnSignIn`); its own token is not used:
 * ours names the password too (address-confirmation.ts).
 */
export function confirmationMails(deps: ConfirmationMailDeps) {
  return {
    async sendLink(user: { id: string; email: string }) {
      const token = await confirmationToken(deps, user);
      if (!token) return;
      await deps.mailer.send(verificationEmail(user.email, `${deps.appUrl}/verify?token=${token}&type=signup`));
    },
    /** To the address of a waiting account that someone signed up again with another password. */
    async sendWaitingNotice(email: string) {
      await deps.mailer.send(
        waitingAccountEmail(email, { signInUrl: `${deps.appUrl}/login`, resetUrl: `${deps.appUrl}/reset-password` }),
      );
    },
  };
}

export type ConfirmationMails = ReturnType<typeof confirmationMails>;
