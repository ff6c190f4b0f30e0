import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';

/** 200 when the database answers, 503 otherwise: what a load balancer asks before sending traffic. */
export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok' as const, database: 'reachable' as const }, 200);
    } catch (error) {
      c.get('logger').error({ err: error }, 'health check: database unreachable');
      return c.json(
        { error: { code: 'DATABASE_UNAVAILABLE' as const, message: 'The database is not reachable' } },
        503,
      );
    }
  });
}
