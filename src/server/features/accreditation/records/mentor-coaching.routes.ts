import { Hono } from 'hono';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import {
  mentorCoachingSessionIdSchema,
  mentorCoachingSessionInputSchema,
  newMentorCoachingSessionSchema,
} from '@/shared/schemas/mentor-coaching';
import { recordListQuerySchema } from '@/shared/schemas/record-list';
import type { AppDeps, SignedInEnv } from '../../../app-env';
import { requireSubscription } from '../../../lib/middleware/require-subscription';
import { requireUser } from '../../../lib/middleware/require-user';
import { validate } from '../../../lib/validate';
import { validateDated } from '../../profile/date-sense';
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
    .get('/', validate('query', recordListQuerySchema), async (c) => {
      const { items, ...page } = await listMentorCoachingSessions(db, {
        userId: c.get('user').id,
        query: c.req.valid('query'),
      });
      return c.json({ sessions: items, ...page });
    })
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
      const undo = await deleteMentorCoachingSession(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.json({ undo } satisfies DeletedAnswer);
    });
}
