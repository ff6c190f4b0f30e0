import { Hono } from 'hono';
import { undoIdSchema, type RestoredAnswer } from '@/shared/schemas/undo';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { restoreDeleted } from './undo.service';

/** POST /api/undo/:id puts back what the coach's delete took (issue 29 §4). */
export function undoRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .post('/:id', validate('param', undoIdSchema), async (c) => {
      const { kind, recordId } = await restoreDeleted(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ restored: { kind, id: recordId } } satisfies RestoredAnswer);
    });
}
