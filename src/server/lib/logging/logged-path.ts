/** Better Auth's reset callback carries its token in the path; the log keeps only the route. */
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/]+$/;

/** A request path as it may be written to the log: never a token. Query strings are never logged. */
export function loggedPath(path: string) {
  return path.replace(TOKEN_IN_PATH, '$1[redacted]');
}
