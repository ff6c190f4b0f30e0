import { Hono } from 'hono';
import { accountSessionParamSchema } from '@/shared/schemas/account-sessions';
import type { AppDeps, SignedInEnv } from '../../../app-env';
import { requireRecentAuth } from '../../../lib/middleware/require-recent-auth';
import { requireUser } from '../../../lib/middleware/require-user';
import { validate } from '../../../lib/validate';
import { endAccountSession, listAccountSessions } from './account-sessions.service';

/**
 * `/api/account/sessions`: the browsers and devices signed in to the caller's account, and ending
 * one of them (ASVS 7.5.2), which needs a recent sign-in like the other sensitive actions.
 */
export function accountSessionsRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth))
    .get('/', async (c) =>
      c.json({
        sessions: await listAccountSessions(db, { userId: c.get('user').id, currentSessionId: c.get('session').id }),
      }),
    )
    .delete('/:id', requireRecentAuth, validate('param', accountSessionParamSchema), async (c) => {
      const [user, session, logger] = [c.get('user'), c.get('session'), c.get('logger')];
      await endAccountSession(db, {
        userId: user.id,
        currentSessionId: session.id,
        sessionId: c.req.valid('param').id,
      });
      logger.info({ event: 'session_ended', outcome: 'ok', userId: user.id }, 'auth event');
      return c.json({ ended: true as const });
    });
}
