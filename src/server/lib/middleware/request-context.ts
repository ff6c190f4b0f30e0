import { createMiddleware } from 'hono/factory';
import crypto from 'node:crypto';
import type { AppEnv, SignedInEnv } from '../../app-env';
import { lazyChild } from '../logging/lazy-child';
import { loggedPath } from '../logging/logged-path';
import type { Logger } from '../logger';
import { nodeBindings } from '../node-bindings';
import type { ClientAddressOf } from '../security/client-address';

/**
 * A request id, a child logger carrying it, the client's address (the socket's peer, or what a
 * trusted proxy forwarded: `clientAddressOf`), and one access log line (with the user id once a
 * route has signed the request in; the path without query or token).
 */
export function requestContext(logger: Logger, clientAddressOf: ClientAddressOf) {
  // The access line's fields are fixed and hold no secret, so it skips the redaction pass that
  // every other line pays (2 % of the CPU under load in the profile, docs/performance.md).
  const accessLog = logger.child({}, { redact: [] });
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = crypto.randomUUID();
    const log = lazyChild(logger, { requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    // Read as Node received them (no Headers object built); app.request() in tests passes its own.
    const { incoming, outgoing } = nodeBindings(c);
    const forwardedFor = incoming?.headers
      ? String(incoming.headers['x-forwarded-for'] ?? '')
      : c.req.header('x-forwarded-for');
    c.set('clientIp', clientAddressOf(incoming?.socket?.remoteAddress, forwardedFor));
    const started = performance.now();
    // On Node's response where there is one (as securityHeaders does); else after the route, on
    // the answer's own headers.
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
