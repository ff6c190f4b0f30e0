import { Hono } from 'hono';
import { clientToolQuerySchema } from '@/shared/schemas/client-tool-query';
import { wheelAssessmentIdSchema, wheelAssessmentInputSchema } from '@/shared/schemas/wheel-of-life';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import {
  createWheelAssessment,
  deleteWheelAssessment,
  getWheelAssessment,
  listWheelAssessments,
  updateWheelAssessment,
} from './wheel-assessments.service';

export function wheelAssessmentsRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', clientToolQuerySchema), async (c) =>
      c.json(await listWheelAssessments(db, { userId: c.get('user').id, query: c.req.valid('query') })),
    )
    .get('/:id', validate('param', wheelAssessmentIdSchema), async (c) =>
      c.json({ assessment: await getWheelAssessment(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
    )
    .post('/', validate('json', wheelAssessmentInputSchema), async (c) =>
      c.json(
        { assessment: await createWheelAssessment(db, { userId: c.get('user').id, input: c.req.valid('json') }) },
        201,
      ),
    )
    .put('/:id', validate('param', wheelAssessmentIdSchema), validate('json', wheelAssessmentInputSchema), async (c) =>
      c.json({
        assessment: await updateWheelAssessment(db, {
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      }),
    )
    .delete('/:id', validate('param', wheelAssessmentIdSchema), async (c) => {
      await deleteWheelAssessment(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
