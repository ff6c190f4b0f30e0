import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import crypto from 'node:crypto';
import type { AppEnv, SignedInEnv } from '../../app-env';
import { loggedPath } from '../logging/logged-path';
import type { Logger } from '../logger';

/**
 * A request id, a child logger carrying it, the client's socket address, and one access log line
 * (with the user id once a route has signed the request in; the path without query or token).
 */
export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = crypto.randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.set('clientIp', socketAddress(c));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const user = (c.var as Partial<SignedInEnv['Variables']>).user;
    log.info(
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        userId: user?.id,
      },
      'request',
    );
  });
}

function socketAddress(c: Parameters<typeof getConnInfo>[0]) {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
