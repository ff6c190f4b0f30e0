import { APIError } from 'better-auth/api';
import type { Database } from '../../../db/database';
import { emailAttemptsSoFar, takeEmailAttempt } from '../../../lib/security/rate-limit-attempts';
import type { RateLimitRule } from '../../../lib/security/rate-limit-rule';

/**
 * Limits per account, on top of Better Auth's limits per client address (the main brake): they stop
 * one account being sprayed from many addresses.
 */

const SIGN_IN_FAILURES = 'sign-in-email';
/** Shared by every endpoint that takes the current password, and by /api/reauthenticate. */
export const PASSWORD_CHECKS = 'password-check';

/** The spec's text for a 429, and the owner's way in at once (unlock-links.ts). */
export const ACCOUNT_LOCKED_MESSAGE =
  "For security purposes, please wait a minute before trying again. To sign in from this browser now, use the link we e-mail to the account's address.";

/**
 * Whether the account's recent failed sign-ins reached the limit (ASVS 6.3.5). Only failures count
 * (see `countSignInFailure`); a known browser or an e-mailed link may still pass (known-browser.ts).
 */
export async function isAccountLocked(db: Database, email: string, rule: RateLimitRule) {
  return (await emailAttemptsSoFar(db, SIGN_IN_FAILURES, email, rule)) >= rule.max;
}

export const accountLocked = () =>
  new APIError('TOO_MANY_REQUESTS', { code: 'ACCOUNT_LOCKED', message: ACCOUNT_LOCKED_MESSAGE });

/** Counts a sign-in refused for a wrong e-mail or password against the account's address. */
export async function countSignInFailure(db: Database, email: string, rule: RateLimitRule) {
  await takeEmailAttempt(db, SIGN_IN_FAILURES, email, rule);
}

/**
 * The per-account limit on requests that check the current password of a signed-in account: a
 * stolen session cannot guess at it faster than sign-in could (ASVS 6.3.5).
 */
export async function limitPasswordChecks(db: Database, email: string, rule: RateLimitRule) {
  if (!(await takeEmailAttempt(db, PASSWORD_CHECKS, email, rule))) {
    throw new APIError('TOO_MANY_REQUESTS', {
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  }
}
