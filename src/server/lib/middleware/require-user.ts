import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import type { AppEnv, SignedInEnv } from '../../app-env';
import { AppError } from '../app-error';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: 'user' | 'admin';
  freeAccount: boolean;
  twoFactorEnabled: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndDate: Date | null;
  createdAt: Date;
  /**
   * The version of the coach's logbook (db/schema/logbook-versions.ts) read with the session: a
   * figure computed at this version is still true. Null when it was not read (a session refresh).
   */
  logbookVersion: string | null;
}

/** The browser's sign-in itself: when it was made, for the sensitive actions that need a recent one. */
export interface SignedInSession {
  id: string;
  createdAt: Date;
  /** The last time the password was confirmed again in this session, if ever. */
  reauthenticatedAt: Date | null;
}

export interface SessionCheck {
  user: SessionUser;
  session: SignedInSession;
  /** Set-Cookie values of a sliding-expiry refresh, for the answer to carry. */
  refreshCookies: string[];
}

/** Who a request's session cookie signs in; identity (features/auth) provides it to every feature. */
export interface SessionChecker {
  checkSession(headers: Headers): Promise<SessionCheck | null>;
}

/** Carries a refreshed session cookie on the answer the handler is about to make. */
export function appendRefreshCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

/** 401 unless the request carries a live session; the user is then available as c.get('user'). */
export function requireUser(auth: SessionChecker) {
  return createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
    const check = await auth.checkSession(c.req.raw.headers);
    if (!check) throw new AppError('UNAUTHENTICATED', 'No authenticated user found');
    c.set('user', check.user);
    c.set('session', check.session);
    appendRefreshCookies(c, check.refreshCookies);
    await next();
  });
}
