import crypto from 'node:crypto';
import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { knownBrowsers, users } from '../../../db/schema';
import type { Env } from '../../../env';

/**
 * A browser that proved an account's password carries a random token in a signed, HTTP-only
 * cookie; the database keeps its hash per account (`known_browsers`). While strangers' failures
 * have the account locked, that browser still gets in with the right password, but only a few
 * wrong ones: then it is a stranger again (ADR 038). Signing out everywhere and a new password
 * forget every known browser of the account.
 */
export const KNOWN_BROWSER_COOKIE = 'coach_logbook.known_browser';
const LIFETIME_S = 180 * 24 * 60 * 60;
/** An e-mailed sign-in link (unlock-links.ts) lets its browser in for one hour. */
export const UNLOCK_LIFETIME_S = 60 * 60;
/** Wrong passwords a known browser may type while the account is locked before it loses its pass. */
export const KNOWN_BROWSER_FAILURES = 3;
/** Known browsers kept per account; the oldest beyond are forgotten. */
const PER_ACCOUNT = 20;

export const newBrowserToken = () => crypto.randomBytes(32).toString('base64url');
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const accountOf = (email: string) =>
  sql`(select ${users.id} from ${users} where ${users.email} = ${email.trim().toLowerCase()})`;

export const knownBrowserCookieOptions = (env: Pick<Env, 'NODE_ENV' | 'appUrl'>) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env.NODE_ENV === 'production' || env.appUrl.startsWith('https://'),
  path: '/api/auth',
  maxAge: LIFETIME_S,
});

/** Whether `token` is a live pass of the account of `email` that has not used up its failures. */
export async function isKnownBrowser(db: Database, token: string, email: string) {
  const [row] = await db
    .select({ userId: knownBrowsers.userId })
    .from(knownBrowsers)
    .where(
      and(
        eq(knownBrowsers.tokenHash, hashOf(token)),
        eq(knownBrowsers.userId, accountOf(email)),
        gt(knownBrowsers.expiresAt, sql`now()`),
        lt(knownBrowsers.failures, KNOWN_BROWSER_FAILURES),
      ),
    );
  return row !== undefined;
}

/** Makes (or keeps) `token` a pass of the account for `lifetimeS`, with no failures counted. */
export async function rememberBrowser(db: Database, token: string, userId: string, lifetimeS = LIFETIME_S) {
  const expiresAt = new Date(Date.now() + lifetimeS * 1000);
  await db
    .insert(knownBrowsers)
    .values({ tokenHash: hashOf(token), userId, expiresAt })
    .onConflictDoUpdate({
      target: [knownBrowsers.tokenHash, knownBrowsers.userId],
      set: { failures: 0, expiresAt, updatedAt: new Date() },
    });
  const newest = db
    .select({ tokenHash: knownBrowsers.tokenHash })
    .from(knownBrowsers)
    .where(eq(knownBrowsers.userId, userId))
    .orderBy(desc(knownBrowsers.updatedAt))
    .limit(PER_ACCOUNT);
  await db
    .delete(knownBrowsers)
    .where(and(eq(knownBrowsers.userId, userId), notInArray(knownBrowsers.tokenHash, newest)));
}

/** A wrong password from a browser holding `token`: counted against its pass, which ends at the limit. */
export async function countKnownBrowserFailure(db: Database, token: string, email: string) {
  const where = and(eq(knownBrowsers.tokenHash, hashOf(token)), eq(knownBrowsers.userId, accountOf(email)));
  await db
    .update(knownBrowsers)
    .set({ failures: sql`${knownBrowsers.failures} + 1` })
    .where(where);
  await db.delete(knownBrowsers).where(and(where, sql`${knownBrowsers.failures} >= ${KNOWN_BROWSER_FAILURES}`));
}

/** Ends one pass (an e-mailed link, once its browser has a cookie of its own). */
export async function forgetBrowser(db: Database, token: string, userId: string) {
  await db
    .delete(knownBrowsers)
    .where(and(eq(knownBrowsers.tokenHash, hashOf(token)), eq(knownBrowsers.userId, userId)));
}

/** Ends every pass of the account, with its sessions. */
export async function forgetKnownBrowsers(db: Database, userId: string) {
  await db.delete(knownBrowsers).where(eq(knownBrowsers.userId, userId));
}

/** The pass a sign-in request carries: its browser's signed cookie, else an e-mailed link's token. */
export async function browserPassOf(ctx: {
  body?: unknown;
  context: { secret: string };
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
}) {
  const cookie = await ctx.getSignedCookie(KNOWN_BROWSER_COOKIE, ctx.context.secret);
  if (cookie) return { token: cookie, fromLink: false };
  const unlock = (ctx.body as { unlock?: unknown } | undefined)?.unlock;
  return typeof unlock === 'string' && unlock ? { token: unlock, fromLink: true } : undefined;
}
