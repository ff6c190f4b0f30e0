import { createMiddleware } from 'hono/factory';
import type { SignedInEnv } from '../../app-env';
import type { Database } from '../../db/database';
import { AppError } from '../app-error';
import { takeAttempt } from '../security/rate-limit-attempts';
import type { RateLimitRule } from '../security/rate-limit-rule';

/** Full exports and imports: far more than a person asks for, far fewer than a script would. */
export const COSTLY_CALLS_RULE: RateLimitRule = { window: 10 * 60, max: 60 };

export const COSTLY_CALLS_MESSAGE =
  'Too many exports or imports in a short time. Please wait a few minutes and try again.';

/**
 * COSTLY_CALLS_RULE per account (ASVS 2.4.1): each signed-in user has their own count under
 * `scope`, kept in the shared app_rate_limits table, so one account cannot tie up the server for others.
 */
export function limitPerUser(db: Database, scope: string) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!(await takeAttempt(db, `${scope}:${c.get('user').id}`, COSTLY_CALLS_RULE))) {
      throw new AppError('RATE_LIMITED', COSTLY_CALLS_MESSAGE);
    }
    await next();
  });
}
