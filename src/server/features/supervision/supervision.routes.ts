import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import {
  newSupervisionSessionSchema,
  supervisionSessionIdSchema,
  supervisionSessionInputSchema,
  supervisionListQuerySchema,
} from '@/shared/schemas/supervision';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { serverToday } from '../../lib/server-today';
import { validate } from '../../lib/validate';
import { validateDated } from '../profile/date-sense';
import {
  createSupervisionSession,
  deleteSupervisionSession,
  getSupervisionSession,
  listSupervisionSessions,
  updateSupervisionSession,
} from './supervision.service';

export function supervisionRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', supervisionListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      return c.json(
        await listSupervisionSessions(db, { userId: c.get('user').id, query, today: query.today ?? serverToday() }),
      );
    })
    .get('/:id', validate('param', supervisionSessionIdSchema), async (c) =>
      c.json({ session: await getSupervisionSession(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
    )
    .post('/', validateDated('json', db, newSupervisionSessionSchema), async (c) =>
      c.json(
        { session: await createSupervisionSession(db, { userId: c.get('user').id, input: c.req.valid('json') }) },
        201,
      ),
    )
    .put(
      '/:id',
      validate('param', supervisionSessionIdSchema),
      validateDated('json', db, supervisionSessionInputSchema),
      async (c) =>
        c.json({
          session: await updateSupervisionSession(db, {
            userId: c.get('user').id,
            id: c.req.valid('param').id,
            input: c.req.valid('json'),
          }),
        }),
    )
    .delete('/:id', validate('param', supervisionSessionIdSchema), async (c) => {
      const undo = await deleteSupervisionSession(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ undo } satisfies DeletedAnswer);
    });
}
