import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Env } from '../../env';
import { AppError } from '../app-error';
import { trustedOrigins } from './trusted-origins';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths called by other services, which prove themselves with a signature instead of an origin:
 * Stripe's webhook, and a mail program's one-click unsubscribe (RFC 8058: a form body, no
 * origin; the signed token in the address is the proof).
 */
export const SIGNED_WEBHOOK_PATHS = new Set(['/api/billing/webhook', '/api/weekly-summary/unsubscribe']);

/**
 * File uploads (imports, calendar files) come as multipart forms and set their own size limit;
 * the origin rule still applies to them.
 */
const UPLOAD_PATH_PREFIXES = ['/api/import/', '/api/calendar/files'];

export const isUploadPath = (path: string) => UPLOAD_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

function acceptedBody(path: string, contentType: string) {
  return JSON_TYPE.test(contentType) || (isUploadPath(path) && MULTIPART_TYPE.test(contentType));
}

/** A body is declared by its type or its length; a bodiless request (a DELETE) needs neither. */
function declaresBody(headers: { contentType?: string; contentLength?: string; transferEncoding?: string }) {
  return (
    headers.contentType !== undefined ||
    Number(headers.contentLength ?? 0) > 0 ||
    headers.transferEncoding !== undefined
  );
}

/**
 * Cross-site request forgery defence for the API: a state-changing request must say it comes
 * from our own site (Origin, or Sec-Fetch-Site when a browser omits Origin) and any body must be
 * JSON, which a cross-site HTML form cannot send; only the uploads take a multipart form.
 * The error handler logs each refusal with the Origin and Content-Type it refused.
 */
export function sameOriginJson(env: Env): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trustedOrigins(env));
  // The address to use, so that a person who opened another one knows where to go.
  const refusal = `This request must come from the Coach Logbook site: open ${env.appUrl}`;
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || SIGNED_WEBHOOK_PATHS.has(c.req.path)) return next();
    const origin = c.req.header('origin');
    const fromOurSite = origin === undefined ? c.req.header('sec-fetch-site') === 'same-origin' : allowed.has(origin);
    if (!fromOurSite) {
      throw new AppError('FORBIDDEN', refusal);
    }
    const contentType = c.req.header('content-type');
    const declared = {
      contentType,
      contentLength: c.req.header('content-length'),
      transferEncoding: c.req.header('transfer-encoding'),
    };
    if (declaresBody(declared) && !acceptedBody(c.req.path, contentType ?? '')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON');
    }
    return next();
  };
}
