import { Hono } from 'hono';
import { authLinkQuerySchema, landingLinkErrorSchema } from '@/shared/schemas/auth-links';
import type { AppDeps, AppEnv } from '../../../app-env';
import { validate } from '../../../lib/validate';
import { checkAuthLink } from './auth-links.service';

/**
 * Public: the diagnostics pages ask whether a link still works before offering what to do, and
 * the landing page reports an auth error its address carried (the spec: "only logged"). The line
 * holds the known code and whether a description came, never the description: it is text from an
 * address bar, which may carry an e-mail address or a token.
 */
export function authLinksRoutes({ auth, database }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/status', validate('query', authLinkQuerySchema), async (c) => {
      const { type, token } = c.req.valid('query');
      return c.json(await checkAuthLink({ auth, db: database.db }, type, token));
    })
    .post('/landing-error', validate('json', landingLinkErrorSchema), (c) => {
      const { code, described } = c.req.valid('json');
      c.get('logger').warn({ event: 'landing_link_error', code, described }, 'auth link error on the landing page');
      return c.body(null, 204);
    });
}
