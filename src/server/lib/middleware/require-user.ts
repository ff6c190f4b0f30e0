import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import type { AppEnv, SignedInEnv } from '../../app-env';
import type { Database } from '../../db/database';
import type { Auth } from '../../features/auth/better-auth';
import { AppError } from '../app-error';
import { findLiveSession, isRefreshDue, sessionTokenFromCookie } from '../../features/auth/sessions/session-lookup';

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

function toSessionUser(user: {
  id: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
  freeAccount?: boolean | null;
  twoFactorEnabled?: boolean | null;
  subscriptionStatus?: string | null;
  subscriptionEndDate?: Date | string | null;
  createdAt: Date | string;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role === 'admin' ? 'admin' : 'user',
    freeAccount: user.freeAccount === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
    subscriptionStatus: user.subscriptionStatus as SubscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate ? new Date(user.subscriptionEndDate) : null,
    createdAt: new Date(user.createdAt),
  };
}

/** Lets Better Auth push the session's expiry back (and re-issue the cookie); at most hourly. */
async function refreshWithBetterAuth(auth: Auth, headers: Headers, session: SignedInSession) {
  const { headers: answerHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  return { user: toSessionUser(response.user), session, refreshCookies: answerHeaders.getSetCookie() };
}

/**
 * Who the request's session cookie signs in, checked against the database on every request so that
 * revocation is immediate: the cookie's signature, then one indexed read of the session joined to
 * its user (see `findLiveSession`). Only when the session is due for its sliding refresh does Better
 * Auth handle the request, as its own `getSession` would have.
 */
export async function checkSession(auth: Auth, db: Database, headers: Headers): Promise<SessionCheck | null> {
  const token = await sessionTokenFromCookie(auth, headers);
  if (!token) return null;
  const row = await findLiveSession(db, token);
  if (!row) return null;
  if (await isRefreshDue(auth, row.session)) return refreshWithBetterAuth(auth, headers, row.session);
  return {
    user: toSessionUser(row.user),
    session: row.session,
    refreshCookies: [],
  };
}

/** Carries a refreshed session cookie on the answer the handler is about to make. */
export function appendRefreshCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

/** 401 unless the request carries a live session; the user is then available as c.var.user. */
export function requireUser(auth: Auth, db: Database) {
  return createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
    const check = await checkSession(auth, db, c.req.raw.headers);
    if (!check) throw new AppError('UNAUTHENTICATED', 'No authenticated user found');
    c.set('user', check.user);
    c.set('session', check.session);
    appendRefreshCookies(c, check.refreshCookies);
    await next();
  });
}
