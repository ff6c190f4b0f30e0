import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../../app-env';
import type { Env } from '../../env';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Headers on every answer. Scripts come only from our own files; styles may be inline because
 * the toast library injects its stylesheet at run time (a style cannot run code). HSTS whenever
 * APP_URL is https (whatever NODE_ENV says); a local http server must stay reachable.
 */
export function securityHeaders(env: Env): MiddlewareHandler<AppEnv> {
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
    strictTransportSecurity: env.appUrl.startsWith('https://') ? `max-age=${ONE_YEAR_S}; includeSubDomains` : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}

/**
 * Answers from the API carry a coach's data: no browser or proxy may keep a copy. Set on the
 * answer's own headers, as secureHeaders does: `c.header()` on a finished answer rebuilds it (two
 * undici Response objects per request, about 6 % of a GET's CPU in the profile, docs/performance.md).
 */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
