import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import type { Database } from '../../../db/database';
import type { SessionCheck, SessionUser, SignedInSession } from '../../../lib/middleware/require-user';
import type { BetterAuthInstance } from '../better-auth';
import { sessionTokenFromCookie } from '../better-auth-internals';
import { findLiveSession, isRefreshDue } from './session-lookup';

function toSessionUser(
  user: {
    id: string;
    email: string;
    emailVerified: boolean;
    role?: string | null;
    freeAccount?: boolean | null;
    twoFactorEnabled?: boolean | null;
    subscriptionStatus?: string | null;
    subscriptionEndDate?: Date | string | null;
    createdAt: Date | string;
  },
  logbookVersion: string | null,
): SessionUser {
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
    logbookVersion,
  };
}

/** Lets Better Auth push the session's expiry back (and re-issue the cookie); at most hourly. */
async function refreshWithBetterAuth(auth: BetterAuthInstance, headers: Headers, session: SignedInSession) {
  const { headers: answerHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  return { user: toSessionUser(response.user, null), session, refreshCookies: answerHeaders.getSetCookie() };
}

/**
 * Who the request's session cookie signs in, checked against the database on every request so that
 * revocation is immediate: the cookie's signature, then one indexed read of the session joined to
 * its user (see `findLiveSession`). Only when the session is due for its sliding refresh does Better
 * Auth handle the request, as its own `getSession` would have.
 */
export async function checkSession(
  auth: BetterAuthInstance,
  db: Database,
  headers: Headers,
): Promise<SessionCheck | null> {
  const token = await sessionTokenFromCookie(auth, headers);
  if (!token) return null;
  const row = await findLiveSession(db, token);
  if (!row) return null;
  if (await isRefreshDue(auth, row.session)) return refreshWithBetterAuth(auth, headers, row.session);
  return {
    user: toSessionUser(row.user, row.logbookVersion),
    session: row.session,
    refreshCookies: [],
  };
}
