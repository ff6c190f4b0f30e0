import crypto from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { AuthContext } from 'better-auth';
import type { Database } from '../../db/database';
import { createBoundedCache, textBytes, type BoundedCache } from '../../lib/bounded-cache';
import { authAccounts, authVerifications } from '../../db/schema';
import type { BetterAuthInstance } from './better-auth';

/**
 * Every place where the app relies on how Better Auth works inside rather than on its endpoints and
 * options: its cookie format, the name of its reset-token rows, its two-factor challenge cookie, the
 * shape of its credential account row and its context's password hasher. The session-token
 * hashing adapter (sessions/hashed-session-adapter.ts) is the one other such place.
 * better-auth-internals.test.ts checks each behaviour against the installed Better Auth, so an
 * upgrade that changes one fails there by name (ADR 028 gives the upgrade procedure).
 */

/** The part of a Better Auth instance these functions read. */
type HasContext = Pick<BetterAuthInstance, '$context'>;

/** A signature as Better Auth writes it: the base64 of a 32-byte HMAC-SHA256, 44 characters. */
const SIGNATURE_LENGTH = 44;

/**
 * The value a signed Better Auth cookie carries, once its signature is checked, or null. Better Auth
 * signs cookies as `value.base64(HMAC-SHA256(secret, value))`, the format of Hono's signed cookies.
 * Checked with node:crypto rather than Hono's `parseSigned`: WebCrypto's key import and verify
 * were a fifth of the CPU of every signed-in request (docs/performance.md).
 */
export async function signedCookieValue(auth: HasContext, cookieHeader: string | null, name: string) {
  if (!cookieHeader || !cookieHeader.includes(name)) return null;
  const signed = parse(cookieHeader, name)[name];
  const dot = signed?.lastIndexOf('.') ?? -1;
  if (!signed || dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const { secret } = await auth.$context;
  const expected = crypto.createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}

/**
 * What the remembered cookie headers may take (lib/bounded-cache.ts counts a header and its token
 * in UTF-16): about 6,000 browsers at a typical 300-character header, 1,000 at the longest kept.
 */
export const KNOWN_SESSION_COOKIES_BYTES = 4 * 1024 * 1024;
/** Longer cookie headers are checked every time, never remembered. */
export const KNOWN_COOKIE_HEADER_MAX_LENGTH = 2048;

/**
 * Per Better Auth instance (so per secret and per app): cookie headers whose session cookie had a
 * good signature, with the token it carries. A browser sends the same header on every request, and
 * parsing it and computing the HMAC was a tenth of a signed-in request's CPU. Only the signature
 * is remembered, never whether the session is live: that is read from the database on every
 * request. Only good signatures are kept, so nobody without the secret can fill it; when full,
 * the header used least recently is forgotten first.
 */
const knownSessionCookies = new WeakMap<HasContext, BoundedCache<string>>();

export function knownSessionCookiesOf(auth: HasContext) {
  let known = knownSessionCookies.get(auth);
  if (!known) {
    known = createBoundedCache<string>({ maxBytes: KNOWN_SESSION_COOKIES_BYTES, sizeOf: textBytes });
    knownSessionCookies.set(auth, known);
  }
  return known;
}

/** The session token the browser's session cookie names, once its signature is checked. */
export async function sessionTokenFromCookie(auth: HasContext, headers: Headers): Promise<string | null> {
  const header = headers.get('cookie');
  const known = knownSessionCookiesOf(auth);
  const remembered = header === null ? undefined : known.get(header);
  if (remembered !== undefined) return remembered;
  const { authCookies } = await auth.$context;
  const token = await signedCookieValue(auth, header, authCookies.sessionToken.name);
  if (token && header && header.length <= KNOWN_COOKIE_HEADER_MAX_LENGTH) known.set(header, token);
  return token;
}

/** The two-factor plugin's challenge cookie: set at the first sign-in step, it names a verification row. */
const TWO_FACTOR_CHALLENGE_COOKIE = 'two_factor';

/** The user a two-factor challenge cookie (set at the first sign-in step) belongs to. */
export async function twoFactorChallengeUser(auth: HasContext, cookieHeader: string | null) {
  const context = await auth.$context;
  const identifier = await signedCookieValue(
    auth,
    cookieHeader,
    context.createAuthCookie(TWO_FACTOR_CHALLENGE_COOKIE).name,
  );
  if (!identifier) return undefined;
  const verification = await context.internalAdapter.findVerificationValue(identifier);
  return verification?.value;
}

/** The same, from inside a hook (which has Better Auth's context, not the instance). */
export async function twoFactorChallengeUserInHook(ctx: {
  context: AuthContext;
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
}) {
  const name = ctx.context.createAuthCookie(TWO_FACTOR_CHALLENGE_COOKIE).name;
  const identifier = await ctx.getSignedCookie(name, ctx.context.secret);
  if (!identifier) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
}

/** The stored row of a password-reset token (its `value` is the user id), without using it up. */
export async function resetTokenRow(auth: HasContext, token: string) {
  const context = await auth.$context;
  return (await context.internalAdapter.findVerificationValue(`reset-password:${token}`)) ?? null;
}

/** Ends the session a (raw) token opens, as Better Auth's sign-out does. */
export async function deleteSessionByToken(context: AuthContext, token: string) {
  await context.internalAdapter.deleteSession(token);
}

/** A password hashed as Better Auth stores it (with the app's configured hasher). */
export async function hashPassword(auth: HasContext, password: string) {
  return (await auth.$context).password.hash(password);
}

/** The stored password hash of an account's e-mail-and-password credential row, if it has one. */
export async function credentialHash(db: Database, userId: string) {
  const [account] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  return account?.password ?? null;
}

/** Whether `password` is the account's password: its credential row, checked with Better Auth's hasher. */
export async function verifyAccountPassword(auth: HasContext, db: Database, userId: string, password: string) {
  const hash = await credentialHash(db, userId);
  if (!hash) return false;
  return (await auth.$context).password.verify({ hash, password });
}

/**
 * Gives a user the e-mail-and-password credential Better Auth signs in with, inside the caller's
 * transaction (Better Auth's own adapter cannot join it): the row its sign-up would write.
 */
export async function insertCredentialAccount(tx: Database, userId: string, passwordHash: string) {
  await tx.insert(authAccounts).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  });
}

/**
 * The two-factor plugin keeps each trusted browser as a verification row named
 * `trust-device-<random>` whose value is the user id. Identifiers are stored hashed (ADR 017), so
 * these are stored under a prefix of their own: then a user's trusted browsers can be found, and
 * forgotten when every session ends.
 */
const TRUST_DEVICE_IDENTIFIER = 'trust-device-';
const TRUSTED_DEVICE_STORED = 'trusted-device:';

/** Better Auth's `verification.storeIdentifier`: hashed, trusted browsers under their prefix. */
export const verificationIdentifierStorage = {
  default: 'hashed' as const,
  overrides: {
    [TRUST_DEVICE_IDENTIFIER]: {
      hash: async (identifier: string) =>
        `${TRUSTED_DEVICE_STORED}${crypto.createHash('sha256').update(identifier).digest('base64url')}`,
    },
  },
};

/** Forgets every browser the user trusted to skip the second factor. */
export async function deleteTrustedDevices(db: Database, userId: string) {
  await db
    .delete(authVerifications)
    .where(and(eq(authVerifications.value, userId), like(authVerifications.identifier, `${TRUSTED_DEVICE_STORED}%`)));
}
