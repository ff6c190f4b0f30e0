import type { Auth } from './better-auth';

/** The one path every request for a path Better Auth does not serve is handed on under. */
export const UNKNOWN_AUTH_PATH = '/unknown-path';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Better Auth's rate limiter keeps a row per client address and path, made-up paths included: 80
 * requests to 80 unknown paths left 80 rows (issue 28). Such a request is handed on under one path,
 * so it is still limited and answered 404, in one bucket per address. A route with a parameter
 * (`/reset-password/:token`) matches one path segment in its place.
 */
export function authPathRewriter(auth: Auth, basePath: string) {
  const patterns = (Object.values(auth.api) as { path?: unknown }[])
    .flatMap((endpoint) => (typeof endpoint.path === 'string' ? [endpoint.path] : []))
    .map((path) => new RegExp(`^${escapeRegExp(path).replace(/:[A-Za-z]+/g, '[^/]+')}$`));
  return (url: string) => {
    const parsed = new URL(url);
    // Better Auth's own reading of the path: the raw URL's, trailing slashes dropped.
    const path = parsed.pathname.startsWith(`${basePath}/`) ? parsed.pathname.slice(basePath.length) : '';
    const served = path.replace(/\/+$/, '');
    if (patterns.some((pattern) => pattern.test(served))) return url;
    parsed.pathname = `${basePath}${UNKNOWN_AUTH_PATH}`;
    return parsed.toString();
  };
}
