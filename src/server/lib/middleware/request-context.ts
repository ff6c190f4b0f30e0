import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import crypto from 'node:crypto';
import type { AppEnv, SignedInEnv } from '../../app-env';
import { lazyChild } from '../logging/lazy-child';
import { loggedPath } from '../logging/logged-path';
import type { Logger } from '../logger';
import { nodeBindings } from '../node-bindings';

/**
 * A request id, a child logger carrying it, the client's socket address, and one access log line
 * (with the user id once a route has signed the request in; the path without query or token).
 */
export function requestContext(logger: Logger) {
  // The access line's fields are fixed and hold no secret, so it skips the redaction pass that
  // every other line pays (2 % of the CPU under load in the profile, docs/performance.md).
  const accessLog = logger.child({}, { redact: [] });
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = crypto.randomUUID();
    const log = lazyChild(logger, { requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.set('clientIp', socketAddress(c));
    const started = performance.now();
    // On Node's response where there is one (as securityHeaders does); else after the route, on
    // the answer's own headers.
    const { outgoing } = nodeBindings(c);
    outgoing?.setHeader('X-Request-Id', requestId);
    await next();
    if (!outgoing) c.res.headers.set('X-Request-Id', requestId);
    if (!accessLog.isLevelEnabled('info')) return;
    // Set by requireUser, if at all.
    const user = (c.get as (key: 'user') => SignedInEnv['Variables']['user'] | undefined)('user');
    accessLog.info(
      {
        requestId,
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
