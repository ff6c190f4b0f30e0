import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { readSessionUser } from '../../lib/middleware/require-user';
import { describeAccess } from './me.service';

/**
 * Who is signed in and what they may open. Answers 200 with `user: null` when nobody is, so that
 * the browser can tell "signed out" from "the server failed" at start-up.
 */
export function meRoutes({ auth }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = await readSessionUser(auth, c.req.raw.headers);
    return c.json(user ? describeAccess(user, new Date()) : { user: null, access: null });
  });
}
