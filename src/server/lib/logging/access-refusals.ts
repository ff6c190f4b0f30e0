import type { Context } from 'hono';
import type { AppEnv, SignedInEnv } from '../../app-env';
import type { AppError } from '../app-error';
import { loggedPath } from './logged-path';

/** The answers that refuse access: signed out, no subscription, not allowed, cross-site or not JSON, too many. */
const REFUSAL_STATUSES = new Set([401, 402, 403, 415, 429]);

export function isAccessRefusal(error: AppError) {
  return REFUSAL_STATUSES.has(error.status);
}

/**
 * One line per authorisation refusal, written where every refusal ends (the error handler): who
 * (user id when signed in, address), what (method, path, status, code) and, for the cross-site
 * checks, the Origin and Content-Type that were refused. An expired trial (402) is routine, so it
 * is info; the rest are warnings worth watching.
 */
export function logAccessRefusal(c: Context<AppEnv>, error: AppError) {
  // Set by requireUser, if at all.
  const user = (c.get as (key: 'user') => SignedInEnv['Variables']['user'] | undefined)('user');
  const crossSiteCheck = error.code === 'FORBIDDEN' || error.code === 'UNSUPPORTED_MEDIA_TYPE';
  const line = {
    event: 'access_refused',
    status: error.status,
    code: error.code,
    method: c.req.method,
    path: loggedPath(c.req.path),
    userId: user?.id,
    ip: c.get('clientIp'),
    origin: crossSiteCheck ? (c.req.header('origin') ?? null) : undefined,
    contentType: crossSiteCheck ? (c.req.header('content-type') ?? null) : undefined,
  };
  if (error.status === 402) c.get('logger').info(line, 'access refused');
  else c.get('logger').warn(line, 'access refused');
}
