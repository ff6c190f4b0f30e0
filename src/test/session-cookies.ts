import { createHmac } from 'node:crypto';
import type { TestApp } from './build-app';

/** The token a session cookie carries (the part before Better Auth's signature). */
export function tokenOfCookie(cookie: string) {
  const pair = cookie.split('; ').find((part) => part.includes('session_token='))!;
  const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

/**
 * A session cookie for `token`, signed with the app's secret as Better Auth signs it: what an
 * attacker holding both a copy of the database and the secret could forge.
 */
export async function forgeSessionCookie(t: TestApp, token: string) {
  const { secret } = await t.deps.auth.$context;
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
