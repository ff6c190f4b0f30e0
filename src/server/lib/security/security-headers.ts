import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../../app-env';
import type { Env } from '../../env';
import { nodeBindings } from '../node-bindings';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Headers on every page and file. Scripts come only from our own files; styles may be inline
 * because the toast library injects its stylesheet at run time (a style cannot run code). HSTS
 * whenever APP_URL is https (whatever NODE_ENV says); a local http server must stay reachable.
 */
function pageHeaders(env: Env) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: hsts(env),
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}

const hsts = (env: Env) => (env.appUrl.startsWith('https://') ? `max-age=${ONE_YEAR_S}; includeSubDomains` : false);

/**
 * Headers on every API answer: JSON that carries a coach's data and is never a document, as
 * OWASP's REST cheat sheet sets them. No browser or proxy may keep a copy (`no-store`); nothing
 * may load, frame or sniff it (a policy stricter than the pages'); other sites may not read it
 * (CORP). The headers that only a document uses (COOP, Permissions-Policy and the like) are left
 * off: each header is work on every request, and the API answers most of them (issue 22).
 */
function apiHeaders(env: Env): [string, string][] {
  const transport = hsts(env);
  return [
    ['Cache-Control', 'no-store'],
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(transport ? [['Strict-Transport-Security', transport] as [string, string]] : []),
  ];
}

/**
 * The security headers: the API's set under /api, the pages' elsewhere. On an API answer a route
 * may set one of its own, which wins. Served over a socket, they go on Node's response before the
 * route: Node writes them with the route's own, and the answer keeps the plain headers object
 * that @hono/node-server writes straight to the socket. Anything else (`app.request()` in tests)
 * gets them on the answer after the route.
 */
export function securityHeaders(env: Env): MiddlewareHandler<AppEnv> {
  const pages = pageHeaders(env);
  const api = apiHeaders(env);
  return async (c, next) => {
    if (!c.req.path.startsWith('/api/')) return pages(c, next);
    const { outgoing } = nodeBindings(c);
    if (outgoing) {
      for (const [name, value] of api) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of api) if (!headers.has(name)) headers.set(name, value);
  };
}
