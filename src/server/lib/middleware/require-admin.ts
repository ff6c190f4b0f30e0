import { createMiddleware } from 'hono/factory';
import type { SignedInEnv } from '../../app-env';
import { AppError } from '../app-error';

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Turn on two-factor authentication on your account page before using the admin screens.';

/**
 * The server's half of the admin gate: 403 for anyone signed in without the admin role, and 403
 * TWO_FACTOR_REQUIRED for an admin whose account has no two-factor authentication yet (an admin
 * can change anyone's access, so a stolen password alone must not be enough). The error handler
 * logs both refusals.
 */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get('user');
  if (user.role !== 'admin') {
    throw new AppError('FORBIDDEN', "You don't have permission to access this page.");
  }
  if (!user.twoFactorEnabled) {
    throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE);
  }
  await next();
});
