import { Hono } from 'hono';
import { reportsQuerySchema } from '@/shared/schemas/reports';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { requireSubscription } from '../../lib/middleware/require-subscription';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { getReports } from './reports.service';

export function reportsRoutes({ auth, database: { db } }: AppDeps) {
  return new Hono<SignedInEnv>()
    .use(requireUser(auth), requireSubscription)
    .get('/', validate('query', reportsQuerySchema), async (c) => {
      const { from, to, today } = c.req.valid('query');
      // Without the coach's date, the server's UTC date is the best guess.
      const day = today ?? new Date().toISOString().slice(0, 10);
      return c.json(await getReports(db, { userId: c.get('user').id, from, to, today: day }));
    });
}
