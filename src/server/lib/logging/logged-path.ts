/** Better Auth's route names are lowercase words joined by hyphens; anything else is data. */
const ROUTE_WORD = /^[a-z]+(-[a-z]+)*$/;
const AUTH_PREFIX = '/api/auth/';

/**
 * A request path as it may be written to the log: never a token. Query strings are never logged.
 * Under /api/auth every segment that is not a route word is replaced, wherever it sits: the reset
 * callback carries its token in the path, and a link with a trailing slash or an extra segment
 * must not slip past a pattern made for the exact route (issue 20 item 14).
 */
export function loggedPath(path: string) {
  if (!path.startsWith(AUTH_PREFIX)) return path;
  const rest = path
    .slice(AUTH_PREFIX.length)
    .split('/')
    .map((segment) => (segment === '' || ROUTE_WORD.test(segment) ? segment : '[redacted]'));
  return AUTH_PREFIX + rest.join('/');
}
