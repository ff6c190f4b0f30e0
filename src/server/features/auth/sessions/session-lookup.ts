import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Database } from '../../../db/database';
import { authSessions, users } from '../../../db/schema';
import type { Auth } from '../better-auth';
import { hashSessionToken } from './session-token-hash';

/** Better Auth's cookie signature: HMAC-SHA256 of the token, standard base64 (44 characters). */
const SIGNATURE_LENGTH = 44;

/** What the browser's signed session cookie names, once its signature is checked. */
export async function sessionTokenFromCookie(auth: Auth, headers: Headers): Promise<string | null> {
  const cookieHeader = headers.get('cookie');
  if (!cookieHeader) return null;
  const { authCookies, secret } = await auth.$context;
  const value = parse(cookieHeader, authCookies.sessionToken.name)[authCookies.sessionToken.name];
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  if (value.length - dot - 1 !== SIGNATURE_LENGTH || signature.length !== 32) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(signature, expected) ? token : null;
}

function sessionUserQuery(db: Database) {
  return db
    .select({
      session: {
        id: authSessions.id,
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        reauthenticatedAt: authSessions.reauthenticatedAt,
      },
      user: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        role: users.role,
        freeAccount: users.freeAccount,
        twoFactorEnabled: users.twoFactorEnabled,
        subscriptionStatus: users.subscriptionStatus,
        subscriptionEndDate: users.subscriptionEndDate,
        createdAt: users.createdAt,
      },
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.token, sql.placeholder('token')), gt(authSessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user_by_token');
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['execute']>>[number];

/** One prepared statement per database (node-postgres prepares it once per connection). */
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof sessionUserQuery>>();

/**
 * The live session a token opens, with its user, in one indexed read: the token's unique index on
 * `auth_sessions`, then the user's primary key. Nothing is cached, so a session deleted by sign-out,
 * a revocation or the account's deletion opens nothing from the next request on.
 */
export async function findLiveSession(db: Database, token: string): Promise<SessionRow | null> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = sessionUserQuery(db);
    preparedByDatabase.set(db, prepared);
  }
  const [row] = await prepared.execute({ token: hashSessionToken(token) });
  return row ?? null;
}

/** How long a session can live from its sign-in, however often it is used (migration 0016 keeps it). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Better Auth's sliding expiry: a session is pushed back to its full lifetime once `updateAge` has
 * passed since it last was (its expiry is then more than `expiresIn - updateAge` away no longer).
 * A session whose expiry already sits at its absolute end has nothing left to gain from a refresh.
 */
export async function isRefreshDue(
  auth: Auth,
  { createdAt, expiresAt }: { createdAt: Date; expiresAt: Date },
  now = Date.now(),
): Promise<boolean> {
  const { sessionConfig } = await auth.$context;
  const slid = expiresAt.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
  const capped = expiresAt.getTime() >= createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS - 1000;
  return slid && !capped;
}
