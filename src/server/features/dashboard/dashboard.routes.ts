import { Hono } from 'hono';
import { dashboardQuerySchema } from '@/shared/schemas/dashboard';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { getDashboard } from './dashboard.service';

export function dashboardRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', dashboardQuerySchema), async (c) => {
      // Without the coach's date, the server's UTC date is the best guess.
      const today = c.req.valid('query').today ?? new Date().toISOString().slice(0, 10);
      return c.json(await getDashboard(db, { userId: c.var.user.id, today }));
    });
}
