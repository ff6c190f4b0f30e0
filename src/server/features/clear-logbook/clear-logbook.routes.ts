import { Hono } from 'hono';
import { clearLogbookSchema, type ClearedAnswer } from '@/shared/schemas/clear-logbook';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireRecentAuth } from '../../lib/middleware/require-recent-auth';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { clearLogbook } from './clear-logbook.service';

/**
 * POST /api/clear-logbook: every session, or every client, of the coach in one go. Open without a
 * subscription, like the account's deletion (the coach's data is theirs), and only after a recent
 * sign-in or the password confirmed again.
 */
export function clearLogbookRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireRecentAuth)
    .post('/', validate('json', clearLogbookSchema), async (c) => {
      const deleted = await clearLogbook(db, { userId: c.get('user').id, input: c.req.valid('json') });
      return c.json({ deleted } satisfies ClearedAnswer);
    });
}
