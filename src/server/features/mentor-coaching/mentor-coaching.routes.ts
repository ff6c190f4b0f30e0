import { Hono } from 'hono';
import {
  mentorCoachingSessionIdSchema,
  mentorCoachingSessionInputSchema,
  newMentorCoachingSessionSchema,
} from '@/shared/schemas/mentor-coaching';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { validateDated } from '../profile/date-sense';
import {
  createMentorCoachingSession,
  deleteMentorCoachingSession,
  getMentorCoachingSession,
  listMentorCoachingSessions,
  updateMentorCoachingSession,
} from './mentor-coaching.service';

export function mentorCoachingRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', async (c) => c.json({ sessions: await listMentorCoachingSessions(db, { userId: c.get('user').id }) }))
    .get('/:id', validate('param', mentorCoachingSessionIdSchema), async (c) =>
      c.json({
        session: await getMentorCoachingSession(db, { userId: c.get('user').id, id: c.req.valid('param').id }),
      }),
    )
    .post('/', validateDated('json', db, newMentorCoachingSessionSchema), async (c) =>
      c.json(
        { session: await createMentorCoachingSession(db, { userId: c.get('user').id, input: c.req.valid('json') }) },
        201,
      ),
    )
    .put(
      '/:id',
      validate('param', mentorCoachingSessionIdSchema),
      validateDated('json', db, mentorCoachingSessionInputSchema),
      async (c) =>
        c.json({
          session: await updateMentorCoachingSession(db, {
            userId: c.get('user').id,
            id: c.req.valid('param').id,
            input: c.req.valid('json'),
          }),
        }),
    )
    .delete('/:id', validate('param', mentorCoachingSessionIdSchema), async (c) => {
      await deleteMentorCoachingSession(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
