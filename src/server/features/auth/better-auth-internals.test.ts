import crypto from 'node:crypto';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, authVerifications, users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, signIn, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { tokenOfCookie } from '@/test/session-cookies';
import { TEST_AUTH_SECRET } from '@/test/build-app';
import { useTestApp } from '@/test/test-app';
import { freshTotp } from '@/test/totp';
import { signInFirstStep, turnOnTwoFactor } from '@/test/two-factor';
import {
  deleteTrustedDevices,
  hashPassword,
  insertCredentialAccount,
  KNOWN_COOKIE_HEADER_MAX_LENGTH,
  KNOWN_SESSION_COOKIES_BYTES,
  knownSessionCookiesOf,
  resetTokenRow,
  sessionTokenFromCookie,
  twoFactorChallengeUser,
  verifyAccountPassword,
} from './better-auth-internals';
import { hashSessionToken } from './sessions/session-token-hash';

/**
 * Upgrade canaries (ADR 028): each test pins one behaviour of Better Auth's insides that
 * better-auth-internals.ts or the session-token adapter relies on. A Better Auth upgrade that
 * changes one fails here, by name, before it can weaken a sign-in, a log line or a reset link.
 */
const t = useTestApp();

const userIdOf = async (email: string) =>
  (await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('Better Auth internals the app relies on', () => {
  it('signs the session cookie as `token.base64(HMAC-SHA256)`, which the session check reads', async () => {
    const { cookie } = await createCoach(t());
    const token = await sessionTokenFromCookie(t().deps.auth, new Headers({ cookie }));
    expect(token).toBe(tokenOfCookie(cookie));
    const [row] = await t()
      .database.db.select()
      .from(authSessions)
      .where(eq(authSessions.token, hashSessionToken(token!)));
    expect(row).toBeDefined();
    const tampered = cookie.replace(
      /session_token=([^;]*?)(%3D|=)?(;|$)/,
      (_, value: string) => `session_token=${value}x;`,
    );
    expect(await sessionTokenFromCookie(t().deps.auth, new Headers({ cookie: tampered }))).toBeNull();
    // The same token signed with the right secret opens it; with another secret, of the right length, it does not.
    const name = (await t().deps.auth.$context).authCookies.sessionToken.name;
    const withSecret = (secret: string) => {
      const signature = crypto.createHmac('sha256', secret).update(token!).digest('base64');
      const cookie = `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
      return sessionTokenFromCookie(t().deps.auth, new Headers({ cookie }));
    };
    expect(await withSecret(TEST_AUTH_SECRET)).toBe(token);
    expect(await withSecret('another-secret-that-is-at-least-32-characters')).toBeNull();
  });

  it('remembers good session cookie headers within a stated byte budget, least recently used forgotten first', async () => {
    const auth = t().deps.auth;
    const name = (await auth.$context).authCookies.sessionToken.name;
    const headerFor = (token: string, padding: number) => {
      const signature = crypto.createHmac('sha256', TEST_AUTH_SECRET).update(token).digest('base64');
      return `theme=${'x'.repeat(padding)}; ${name}=${encodeURIComponent(`${token}.${signature}`)}`;
    };
    const known = knownSessionCookiesOf(auth);
    expect(known.maxBytes).toBe(KNOWN_SESSION_COOKIES_BYTES);

    // A header longer than the longest kept is checked, never remembered.
    const long = headerFor('long-token', KNOWN_COOKIE_HEADER_MAX_LENGTH);
    expect(await sessionTokenFromCookie(auth, new Headers({ cookie: long }))).toBe('long-token');
    expect(known.get(long)).toBeUndefined();

    // Four times the budget of good signatures: the cache stays within it and keeps the latest.
    const first = headerFor('token-0', 1900);
    const tokens = Math.ceil((4 * KNOWN_SESSION_COOKIES_BYTES) / (2 * first.length));
    let last = first;
    for (let index = 0; index < tokens; index += 1) {
      last = headerFor(`token-${index}`, 1900);
      expect(await sessionTokenFromCookie(auth, new Headers({ cookie: last }))).toBe(`token-${index}`);
      expect(known.bytes).toBeLessThanOrEqual(KNOWN_SESSION_COOKIES_BYTES);
    }
    expect(known.get(first)).toBeUndefined();
    expect(known.get(last)).toBe(`token-${tokens - 1}`);
    expect(known.bytes).toBeGreaterThan(KNOWN_SESSION_COOKIES_BYTES * 0.9);
  });

  it('stores a reset token under `reset-password:<token>` with the user id as its value', async () => {
    const { email } = await createCoach(t());
    await call(t(), 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      clientAddress: nextClientAddress(),
    });
    const token = tokenFromOutbox(t(), email, 'reset-password');
    expect((await resetTokenRow(t().deps.auth, token))?.value).toBe(await userIdOf(email));
    expect(await resetTokenRow(t().deps.auth, 'not-a-token')).toBeNull();
  });

  it('names the user of a sign-in waiting for its second factor in the signed two_factor cookie', async () => {
    const { email, cookie } = await createCoach(t());
    await turnOnTwoFactor(t(), cookie);
    const pending = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: nextClientAddress(),
    });
    expect(await pending.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = sessionCookieFrom(pending);
    expect(await twoFactorChallengeUser(t().deps.auth, challenge)).toBe(await userIdOf(email));
    expect(await twoFactorChallengeUser(t().deps.auth, challenge.replace(/(two_factor=)(.)/, '$1x$2'))).toBeUndefined();
  });

  it('keeps a trusted browser as a `trust-device-…` row valued with the user id, stored under our prefix', async () => {
    const { email, cookie } = await createCoach(t());
    const { totpURI } = await turnOnTwoFactor(t(), cookie);
    const trusted = await call(t(), 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: await signInFirstStep(t(), email),
      body: { code: freshTotp(totpURI), trustDevice: true },
    });
    expect(trusted.status).toBe(200);
    const userId = await userIdOf(email);
    const rows = await t()
      .database.db.select({ identifier: authVerifications.identifier })
      .from(authVerifications)
      .where(eq(authVerifications.value, userId));
    expect(rows.filter((row) => row.identifier.startsWith('trusted-device:'))).toHaveLength(1);
    await deleteTrustedDevices(t().database.db, userId);
    const left = await t().database.db.select().from(authVerifications).where(eq(authVerifications.value, userId));
    expect(left.filter((row) => row.identifier.startsWith('trusted-device:'))).toHaveLength(0);
  });

  it('signs in with a credential row written as its sign-up writes one, hashed by its hasher', async () => {
    const email = uniqueEmail();
    const userId = crypto.randomUUID();
    await t().database.db.transaction(async (tx) => {
      await tx.insert(users).values({ id: userId, name: '', email, emailVerified: true });
      await insertCredentialAccount(tx, userId, await hashPassword(t().deps.auth, TEST_PASSWORD));
    });
    expect(await signIn(t(), email)).toContain('session_token=');
    expect(await verifyAccountPassword(t().deps.auth, t().database.db, userId, TEST_PASSWORD)).toBe(true);
    expect(await verifyAccountPassword(t().deps.auth, t().database.db, userId, 'Wrong1Password')).toBe(false);
  });

  it('talks to its database adapter through the methods the session-token adapter wraps, and no other', () => {
    const adapter = drizzleAdapter(t().database.db, { provider: 'pg' })({});
    const methods = Object.keys(adapter)
      .filter((key) => typeof (adapter as unknown as Record<string, unknown>)[key] === 'function')
      .sort();
    // hashed-session-adapter.ts maps the session token in each of these (transaction re-wraps them).
    expect(methods).toEqual(
      [
        'consumeOne',
        'count',
        'create',
        'delete',
        'deleteMany',
        'findMany',
        'findOne',
        'incrementOne',
        'transaction',
        'update',
        'updateMany',
      ].sort(),
    );
  });
});
