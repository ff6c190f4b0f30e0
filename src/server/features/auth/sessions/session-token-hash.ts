import { hash } from 'node:crypto';

/**
 * What `auth_sessions.token` holds for a session whose cookie carries `token`: its SHA-256,
 * base64url. The token is 32 random characters from Better Auth, so a fast hash is enough: there is
 * nothing to guess, and the lookup stays one indexed equality.
 */
export function hashSessionToken(token: string): string {
  // The one-shot hash: a quarter of createHash's cost, on every signed-in request.
  return hash('sha256', token, 'base64url');
}
