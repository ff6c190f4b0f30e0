import { Hono } from 'hono';
import {
  coachQuestionIdSchema,
  coachQuestionInputSchema,
  coachQuestionListQuerySchema,
} from '@/shared/schemas/coach-questions';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import {
  createCoachQuestion,
  deleteCoachQuestion,
  listCoachQuestions,
  updateCoachQuestion,
} from './coach-questions.service';

export function coachQuestionsRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', coachQuestionListQuerySchema), async (c) =>
      c.json(await listCoachQuestions(db, { userId: c.get('user').id, query: c.req.valid('query') })),
    )
    .post('/', validate('json', coachQuestionInputSchema), async (c) =>
      c.json(
        { question: await createCoachQuestion(db, { userId: c.get('user').id, input: c.req.valid('json') }) },
        201,
      ),
    )
    .put('/:id', validate('param', coachQuestionIdSchema), validate('json', coachQuestionInputSchema), async (c) =>
      c.json({
        question: await updateCoachQuestion(db, {
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      }),
    )
    .delete('/:id', validate('param', coachQuestionIdSchema), async (c) => {
      await deleteCoachQuestion(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
