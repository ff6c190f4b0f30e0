import { createMiddleware } from 'hono/factory';
import { RECENT_AUTH_MINUTES, isRecentlyAuthenticated } from '@/shared/domain/recent-auth';
import type { SignedInEnv } from '../../app-env';
import { AppError } from '../app-error';

export const REAUTH_REQUIRED_MESSAGE = 'Please confirm your password to continue.';

/**
 * Sensitive actions (full export, admin changes) need a sign-in within the last 15 minutes or the
 * password confirmed again (`POST /api/reauthenticate`); otherwise 403 REAUTH_REQUIRED, which the
 * browser answers by asking for the password and retrying. Runs after requireUser.
 */
export const requireRecentAuth = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!isRecentlyAuthenticated(c.get('session'), new Date())) {
    c.get('logger').warn(
      { userId: c.get('user').id, path: c.req.path, withinMinutes: RECENT_AUTH_MINUTES },
      'refused: recent sign-in required',
    );
    throw new AppError('REAUTH_REQUIRED', REAUTH_REQUIRED_MESSAGE);
  }
  await next();
});

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** requireRecentAuth for every request that changes something; reads pass. */
export const requireRecentAuthToChange = createMiddleware<SignedInEnv>(async (c, next) => {
  if (READS.has(c.req.method)) return next();
  return requireRecentAuth(c, next);
});
