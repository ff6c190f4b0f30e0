import { Hono } from 'hono';
import { passwordConfirmationSchema } from '@/shared/schemas/two-factor';
import type { AppDeps, SignedInEnv } from '../../../app-env';
import { AppError } from '../../../lib/app-error';
import { takeEmailAttempt } from '../../../lib/security/rate-limit-attempts';
import { authRateLimitRules } from '../policy/rate-limit-rules';
import { PASSWORD_CHECKS } from '../policy/account-limits';
import { requireUser } from '../../../lib/middleware/require-user';
import { validate } from '../../../lib/validate';
import { confirmPassword } from './reauthentication.service';

export const WRONG_PASSWORD_MESSAGE = 'Incorrect password. Please try again.';

/**
 * `POST /api/reauthenticate`: the password again, for the sensitive actions that need a recent
 * sign-in. Limited like sign-in, per account, since a stolen session could otherwise guess at it.
 */
export function reauthenticationRoutes({ auth, env, database: { db } }: AppDeps) {
  const rule = authRateLimitRules(env).signIn;
  return new Hono<SignedInEnv>()
    .use(requireUser(auth))
    .post('/', validate('json', passwordConfirmationSchema), async (c) => {
      const [user, session, logger] = [c.get('user'), c.get('session'), c.get('logger')];
      if (!(await takeEmailAttempt(db, PASSWORD_CHECKS, user.email, rule))) {
        logger.warn(
          { event: 'reauthenticate', outcome: 'failed', code: 'RATE_LIMITED', userId: user.id },
          'auth event',
        );
        throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
      }
      const result = await confirmPassword(
        { auth, db },
        { userId: user.id, sessionId: session.id, password: c.req.valid('json').password },
      );
      if (result === 'wrong_password') {
        logger.warn(
          { event: 'reauthenticate', outcome: 'failed', code: 'WRONG_PASSWORD', userId: user.id },
          'auth event',
        );
        throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD_MESSAGE, [
          { path: 'password', message: WRONG_PASSWORD_MESSAGE },
        ]);
      }
      logger.info({ event: 'reauthenticate', outcome: 'ok', userId: user.id }, 'auth event');
      return c.json({ confirmed: true as const });
    });
}
