import { Hono } from 'hono';
import { dashboardQuerySchema, type DashboardStats } from '@/shared/schemas/dashboard';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { jsonText } from '../../lib/json-text';
import { validate } from '../../lib/validate';
import { createDashboardCache } from './dashboard-cache';
import { dashboardJsonFor } from './dashboard.service';

export function dashboardRoutes({ auth, database: { db } }: AppDeps) {
  const cache = createDashboardCache();
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', dashboardQuerySchema), async (c) => {
      // Without the coach's date, the server's UTC date is the best guess.
      const today = c.req.valid('query').today ?? new Date().toISOString().slice(0, 10);
      const { id: userId, logbookVersion } = c.get('user');
      return jsonText<DashboardStats>(c, await dashboardJsonFor(db, cache, { userId, today, logbookVersion }));
    });
}
