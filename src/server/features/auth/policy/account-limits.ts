import { APIError } from 'better-auth/api';
import type { Database } from '../../../db/database';
import { takeEmailAttempt } from '../../../lib/security/rate-limit-attempts';
import type { RateLimitRule } from '../../../lib/security/rate-limit-rule';

/**
 * Better Auth limits sign-in per client address; this adds the per-account limit against spraying
 * one account from many addresses.
 */
export async function limitSignInPerAccount(db: Database, body: unknown, rule: RateLimitRule) {
  const { email } = body as { email: string };
  if (!(await takeEmailAttempt(db, 'sign-in-email', email, rule))) {
    throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: 'Too many sign-in attempts' });
  }
}
