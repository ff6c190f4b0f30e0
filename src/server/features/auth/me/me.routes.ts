import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../../app-env';
import { appendRefreshCookies } from '../../../lib/middleware/require-user';
import { describeAccess } from './me.service';

/**
 * Who is signed in and what they may open. Answers 200 with `user: null` when nobody is, so that
 * the browser can tell "signed out" from "the server failed" at start-up.
 */
export function meRoutes({ auth }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const check = await auth.checkSession(c.req.raw.headers);
    if (!check) return c.json({ user: null, access: null });
    appendRefreshCookies(c, check.refreshCookies);
    return c.json(describeAccess(check.user, new Date()));
  });
}
