import crypto from 'node:crypto';
import type { Env } from '../../../env';

/**
 * A browser that signed in to an account before carries a signed, HTTP-only cookie naming that
 * account (by a hash of its address, never the address). With it, a right password passes even
 * while strangers' failures have the account locked (see account-limits.ts).
 */
export const KNOWN_BROWSER_COOKIE = 'coach_logbook.known_browser';
const LIFETIME_S = 180 * 24 * 60 * 60;

export const knownBrowserValue = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export const knownBrowserCookieOptions = (env: Pick<Env, 'NODE_ENV'>) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env.NODE_ENV === 'production',
  path: '/api/auth',
  maxAge: LIFETIME_S,
});
