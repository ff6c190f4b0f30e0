import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import {
  coachingSessionIdSchema,
  coachingSessionInputSchema,
  coachingSessionListQuerySchema,
  lastSessionQuerySchema,
  newCoachingSessionSchema,
} from '@/shared/schemas/coaching-sessions';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { validateDated } from '../profile/date-sense';
import {
  createCoachingSession,
  deleteCoachingSession,
  getCoachingSession,
  lastCoachingSession,
  listCoachingSessions,
  updateCoachingSession,
} from './coaching-sessions.service';

export function coachingSessionsRoutes({ auth, database: { db } }: AppDeps) {
  return (
    new Hono<SignedInEnv>()
      .use(requireUser(auth), requireSubscription)
      .get('/', validate('query', coachingSessionListQuerySchema), async (c) =>
        c.json(await listCoachingSessions(db, { userId: c.get('user').id, query: c.req.valid('query') })),
      )
      // Before '/:id', which would take 'last' for an id.
      .get('/last', validate('query', lastSessionQuerySchema), async (c) =>
        c.json({
          session: await lastCoachingSession(db, { userId: c.get('user').id, clientId: c.req.valid('query').clientId }),
        }),
      )
      .get('/:id', validate('param', coachingSessionIdSchema), async (c) =>
        c.json(await getCoachingSession(db, { userId: c.get('user').id, id: c.req.valid('param').id })),
      )
      .post('/', validateDated('json', db, newCoachingSessionSchema), async (c) =>
        c.json(
          { session: await createCoachingSession(db, { userId: c.get('user').id, input: c.req.valid('json') }) },
          201,
        ),
      )
      .put(
        '/:id',
        validate('param', coachingSessionIdSchema),
        validateDated('json', db, coachingSessionInputSchema),
        async (c) =>
          c.json({
            session: await updateCoachingSession(db, {
              userId: c.get('user').id,
              id: c.req.valid('param').id,
              input: c.req.valid('json'),
            }),
          }),
      )
      .delete('/:id', validate('param', coachingSessionIdSchema), async (c) => {
        const undo = await deleteCoachingSession(db, { userId: c.get('user').id, id: c.req.valid('param').id });
        return c.json({ undo } satisfies DeletedAnswer);
      })
  );
}
