import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';

/**
 * 200 with the newest migration applied when the database answers, 503 otherwise: what a load
 * balancer asks before sending traffic, and what an operator reads to see which schema the database
 * is on. While a starting process migrates, its answer is process/migrating-app.ts's 503.
 */
export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      const migration = await database.newestMigration();
      return c.json({ status: 'ok' as const, database: 'reachable' as const, migration }, 200);
    } catch (error) {
      c.get('logger').error({ err: error }, 'health check: database unreachable');
      return c.json(
        { error: { code: 'DATABASE_UNAVAILABLE' as const, message: 'The database is not reachable' } },
        503,
      );
    }
  });
}
