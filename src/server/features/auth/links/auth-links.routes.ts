import { Hono } from 'hono';
import { authLinkQuerySchema } from '@/shared/schemas/auth-links';
import type { AppDeps, AppEnv } from '../../../app-env';
import { validate } from '../../../lib/validate';
import { checkAuthLink } from './auth-links.service';

/** Public: the diagnostics pages ask whether a link still works before offering what to do. */
export function authLinksRoutes({ auth, database }: AppDeps) {
  return new Hono<AppEnv>().get('/status', validate('query', authLinkQuerySchema), async (c) => {
    const { type, token } = c.req.valid('query');
    return c.json(await checkAuthLink({ auth, db: database.db }, type, token));
  });
}
