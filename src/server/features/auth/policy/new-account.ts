import { TERMS_VERSION } from '@/shared/schemas/auth';
import { isAdminEmail } from './admin-emails';
import { newAccountTrial } from './trial';

/** What a sign-up's new user row holds besides what the person typed: role, trial, accepted terms. */
export function newAccountFields(
  user: { email: string },
  { adminEmails, trialDays }: { adminEmails: ReadonlySet<string>; trialDays: number },
  now = new Date(),
) {
  return {
    role: isAdminEmail(adminEmails, user.email) ? 'admin' : 'user',
    ...newAccountTrial(now, trialDays),
    termsAcceptedAt: now,
    termsVersion: TERMS_VERSION,
  };
}
