import { Hono } from 'hono';
import type { ErrorBody } from '@/shared/errors';

export const MIGRATING_MESSAGE = 'Coach Logbook is updating its database. Please try again in a moment.';

/**
 * What a starting process answers between listening and having migrated its database: 503 to
 * everything, `/api/health` included, so that a load balancer sends it no traffic yet and a person
 * reads why. It touches no database and no session.
 */
export function migratingApp() {
  return new Hono().all('*', (c) => {
    c.header('Retry-After', '5');
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.req.path.startsWith('/api/')) return c.text(MIGRATING_MESSAGE, 503);
    const body: ErrorBody = { error: { code: 'DATABASE_MIGRATING', message: MIGRATING_MESSAGE } };
    return c.json(body, 503);
  });
}
