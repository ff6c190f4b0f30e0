import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { authSessions, logbookVersions, users } from '../../../db/schema';
import type { BetterAuthInstance } from '../better-auth';
import { hashSessionToken } from './session-token-hash';

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
      // Text: a bigint, compared and never added to. A coach who never wrote has version 0.
      // Columns named through an alias and the table: Drizzle leaves them unqualified in an expression.
      logbookVersion: sql<string>`coalesce((select lv.version from ${logbookVersions} lv
        where lv.user_id = ${users}.${sql.identifier('id')}), 0)::text`,
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
 * The live session a token opens, with its user and their logbook's version, in one indexed read:
 * the token's unique index on `auth_sessions`, then the user's primary key (and the version's). Nothing is cached, so a session deleted by sign-out,
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
  auth: BetterAuthInstance,
  { createdAt, expiresAt }: { createdAt: Date; expiresAt: Date },
  now = Date.now(),
): Promise<boolean> {
  const { sessionConfig } = await auth.$context;
  const slid = expiresAt.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
  const capped = expiresAt.getTime() >= createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS - 1000;
  return slid && !capped;
}
