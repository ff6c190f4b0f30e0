import { Hono } from 'hono';
import { clientToolQuerySchema } from '@/shared/schemas/client-tool-query';
import { growPlanIdSchema, growPlanInputSchema } from '@/shared/schemas/grow-plans';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { createGrowPlan, deleteGrowPlan, getGrowPlan, listGrowPlans, updateGrowPlan } from './grow-plans.service';

export function growPlansRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', clientToolQuerySchema), async (c) =>
      c.json(await listGrowPlans(db, { userId: c.get('user').id, query: c.req.valid('query') })),
    )
    .get('/:id', validate('param', growPlanIdSchema), async (c) =>
      c.json({ plan: await getGrowPlan(db, { userId: c.get('user').id, id: c.req.valid('param').id }) }),
    )
    .post('/', validate('json', growPlanInputSchema), async (c) =>
      c.json({ plan: await createGrowPlan(db, { userId: c.get('user').id, input: c.req.valid('json') }) }, 201),
    )
    .put('/:id', validate('param', growPlanIdSchema), validate('json', growPlanInputSchema), async (c) =>
      c.json({
        plan: await updateGrowPlan(db, {
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      }),
    )
    .delete('/:id', validate('param', growPlanIdSchema), async (c) => {
      await deleteGrowPlan(db, { userId: c.get('user').id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
