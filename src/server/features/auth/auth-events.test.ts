import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { TEST_PASSWORD, createCoach, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { createAdmin } from '@/test/admins';
import { createTestDatabase, truncateAll } from '@/test/database';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { totpNow } from '@/test/totp';

type Line = Record<string, unknown>;

/** Everything the apps log, through the production logger into an in-memory destination. */
const lines: Line[] = [];
const raw: string[] = [];
let t: TestApp;
/** The same app with the default limit of 5 sign-ins a minute, for rate-limit hits. */
let limited: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const logger = createLogger('info', sink);
  t = buildTestApp(await createTestDatabase(), { ADMIN_EMAILS: 'owner@example.com' }, { logger });
  limited = buildTestApp(await createTestDatabase(), { AUTH_RATE_LIMIT_MAX: '5' }, { logger });
});
afterEach(async () => {
  t.outbox.messages.length = 0;
  await truncateAll(t.database);
});
afterAll(async () => {
  await t.database.close();
  await limited.database.close();
});

const events = () => lines.filter((line) => line.msg === 'auth event');
const refusals = () => lines.filter((line) => line.msg === 'access refused');
const eventsFrom = (address: string) =>
  events()
    .filter((line) => line.ip === address)
    .map(({ event, outcome, userId, code }) => ({ event, outcome, userId, ...(code ? { code } : {}) }));

const userIdOf = async (cookie: string) =>
  ((await (await call(t, 'GET', '/api/me', { cookie })).json()) as { user: { id: string } }).user.id;

/** The log holds none of these: checked on the raw text pino wrote, not on parsed fields. */
function expectNoneInLog(secrets: string[]) {
  const everything = raw.join('\n');
  for (const secret of secrets) expect(everything, `the log holds "${secret}"`).not.toContain(secret);
}

/** The values of the cookies in a Cookie header: what a stolen log must never hand over. */
const cookieValues = (cookie: string) => cookie.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1));

describe('auth event log', () => {
  it('writes one structured line per event, with user id, address and request id, and no secrets', async () => {
    const { email, cookie } = await createCoach(t);
    const userId = await userIdOf(cookie);
    const address = nextClientAddress();

    await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'Wrong1Password' },
      clientAddress: address,
    });
    await call(t, 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      clientAddress: address,
    });
    const token = tokenFromOutbox(t, email, 'reset-password');
    // Better Auth's own link form puts the token in the path; the access line must not keep it.
    await call(t, 'GET', `/api/auth/reset-password/${token}?callbackURL=/reset-password`, { clientAddress: address });
    await call(t, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Changed5Password' },
      clientAddress: address,
    });
    const signedIn = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'Changed5Password' },
      clientAddress: address,
    });
    const newCookie = sessionCookieFrom(signedIn);
    await call(t, 'POST', '/api/auth/change-password', {
      cookie: newCookie,
      body: { currentPassword: 'Changed5Password', newPassword: TEST_PASSWORD, revokeOtherSessions: true },
      clientAddress: address,
    });
    const afterChange = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: address,
    });
    await call(t, 'POST', '/api/auth/delete-user', {
      cookie: sessionCookieFrom(afterChange),
      body: { password: TEST_PASSWORD },
      clientAddress: address,
    });

    expect(eventsFrom(address)).toEqual([
      { event: 'sign_in', outcome: 'failed', userId: undefined, code: 'INVALID_EMAIL_OR_PASSWORD' },
      { event: 'password_reset_requested', outcome: 'ok', userId: undefined },
      { event: 'password_reset_link_opened', outcome: 'ok', userId: undefined },
      { event: 'password_reset', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'ok', userId },
      { event: 'password_changed', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'ok', userId },
      { event: 'account_deleted', outcome: 'ok', userId },
    ]);
    for (const line of events()) expect(line.requestId).toEqual(expect.any(String));
    const opened = lines.find((line) => line.msg === 'request' && String(line.path).includes('reset-password/'));
    expect(opened?.path).toBe('/api/auth/reset-password/[redacted]');
    expectNoneInLog([
      TEST_PASSWORD,
      'Changed5Password',
      'Wrong1Password',
      token,
      email,
      ...cookieValues(cookie),
      ...cookieValues(newCookie),
    ]);
  });

  it('logs sign-up, e-mail verification, a resent link, sign-out and every way of revoking sessions', async () => {
    const email = uniqueEmail();
    const address = nextClientAddress();
    const signedUp = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD, name: '', termsAccepted: true },
      clientAddress: address,
    });
    expect(signedUp.status).toBe(200);
    // A new link goes to whoever proves the password: a sign-in before the address is verified.
    await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: address,
    });
    const verifyToken = tokenFromOutbox(t, email, 'verify');
    await call(t, 'GET', `/api/auth/verify-email?token=${verifyToken}`, { clientAddress: address });
    await call(t, 'GET', '/api/auth/verify-email?token=made-up', { clientAddress: address });
    const signIn = async () =>
      sessionCookieFrom(
        await call(t, 'POST', '/api/auth/sign-in/email', {
          body: { email, password: TEST_PASSWORD },
          clientAddress: address,
        }),
      );
    const first = await signIn();
    const second = await signIn();
    const userId = await userIdOf(first);
    const third = await signIn();
    await call(t, 'POST', '/api/auth/revoke-other-sessions', { cookie: third, body: {}, clientAddress: address });
    await call(t, 'POST', '/api/auth/revoke-sessions', { cookie: third, body: {}, clientAddress: address });
    const fourth = await signIn();
    await call(t, 'POST', '/api/auth/sign-out', { cookie: fourth, body: {}, clientAddress: address });

    const seen = eventsFrom(address);
    expect(seen.slice(0, 4)).toEqual([
      { event: 'sign_up', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'failed', userId: undefined, code: 'EMAIL_NOT_VERIFIED' },
      { event: 'email_verified', outcome: 'ok', userId: undefined },
      { event: 'email_verified', outcome: 'failed', userId: undefined, code: expect.any(String) },
    ]);
    expect(seen.slice(4)).toEqual([
      { event: 'sign_in', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'ok', userId },
      { event: 'other_sessions_revoked', outcome: 'ok', userId },
      { event: 'all_sessions_revoked', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'ok', userId },
      { event: 'sign_out', outcome: 'ok', userId },
    ]);
    expectNoneInLog([TEST_PASSWORD, email, verifyToken, ...[first, second, third, fourth].flatMap(cookieValues)]);
  });

  it('logs two-factor set-up, the second sign-in step with its user, a wrong code, a backup code and turning it off', async () => {
    const { email, cookie } = await createCoach(t);
    const userId = await userIdOf(cookie);
    const address = nextClientAddress();
    const enabled = await call(t, 'POST', '/api/auth/two-factor/enable', {
      cookie,
      body: { password: TEST_PASSWORD },
      clientAddress: address,
    });
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const confirmed = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: totpNow(totpURI) },
      clientAddress: address,
    });
    const signedInCookie = sessionCookieFrom(confirmed) || cookie;
    await call(t, 'POST', '/api/auth/two-factor/generate-backup-codes', {
      cookie: signedInCookie,
      body: { password: 'Wrong1Password' },
      clientAddress: address,
    });

    const firstStep = async () =>
      sessionCookieFrom(
        await call(t, 'POST', '/api/auth/sign-in/email', {
          body: { email, password: TEST_PASSWORD },
          clientAddress: address,
        }),
      );
    const challenge = await firstStep();
    const wrongCode = totpNow(totpURI) === '000000' ? '111111' : '000000';
    await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: wrongCode },
      clientAddress: address,
    });
    const withCode = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: totpNow(totpURI) },
      clientAddress: address,
    });
    const secondChallenge = await firstStep();
    const withBackup = await call(t, 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: secondChallenge,
      body: { code: backupCodes[0] },
      clientAddress: address,
    });
    await call(t, 'POST', '/api/auth/two-factor/disable', {
      cookie: sessionCookieFrom(withBackup),
      body: { password: TEST_PASSWORD },
      clientAddress: address,
    });

    expect(eventsFrom(address)).toEqual([
      { event: 'two_factor_setup_started', outcome: 'ok', userId },
      { event: 'two_factor_code_checked', outcome: 'ok', userId },
      { event: 'two_factor_backup_codes_replaced', outcome: 'failed', userId, code: 'INVALID_PASSWORD' },
      { event: 'sign_in', outcome: 'two_factor_required', userId },
      { event: 'two_factor_code_checked', outcome: 'failed', userId, code: 'INVALID_CODE' },
      { event: 'two_factor_code_checked', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'two_factor_required', userId },
      { event: 'two_factor_backup_code_checked', outcome: 'ok', userId },
      { event: 'two_factor_disabled', outcome: 'ok', userId },
    ]);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expectNoneInLog([
      TEST_PASSWORD,
      email,
      secret,
      ...backupCodes,
      ...[cookie, challenge, secondChallenge, sessionCookieFrom(withCode)].flatMap(cookieValues),
    ]);
  });

  it('names any other state-changing auth endpoint by its path, with its user', async () => {
    const { cookie } = await createCoach(t);
    const userId = await userIdOf(cookie);
    const address = nextClientAddress();
    await call(t, 'POST', '/api/auth/unlink-account', {
      cookie,
      body: { providerId: 'google' },
      clientAddress: address,
    });
    await call(t, 'POST', '/api/auth/verify-password', {
      cookie,
      body: { password: 'Wrong1Password' },
      clientAddress: address,
    });
    const seen = events().filter((line) => line.ip === address);
    expect(seen.map(({ event, path, userId: id, outcome }) => ({ event, path, userId: id, outcome }))).toEqual([
      { event: 'auth_request', path: '/unlink-account', userId, outcome: 'failed' },
      { event: 'password_checked', path: undefined, userId, outcome: 'failed' },
    ]);
    expectNoneInLog(['Wrong1Password', ...cookieValues(cookie)]);
  });

  it('logs rate-limit hits, per address and per e-mail, as failed events with RATE_LIMITED', async () => {
    const email = uniqueEmail();
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await call(limited, 'POST', '/api/auth/sign-in/email', {
        body: { email, password: 'Wrong1Password' },
        clientAddress: address,
      });
    }
    const spread = uniqueEmail();
    const spreadAddresses = Array.from({ length: 6 }, () => nextClientAddress());
    for (const spreadAddress of spreadAddresses) {
      await call(limited, 'POST', '/api/auth/sign-in/email', {
        body: { email: spread, password: 'Wrong1Password' },
        clientAddress: spreadAddress,
      });
    }
    expect(eventsFrom(address).at(-1)).toEqual({
      event: 'sign_in',
      outcome: 'failed',
      userId: undefined,
      code: 'RATE_LIMITED',
    });
    expect(eventsFrom(spreadAddresses.at(-1)!)).toEqual([
      { event: 'sign_in', outcome: 'failed', userId: undefined, code: 'RATE_LIMITED' },
    ]);
    const hit = events().find((line) => line.ip === address && line.code === 'RATE_LIMITED');
    expect(hit).toMatchObject({ status: 429, level: 40 });
    expectNoneInLog(['Wrong1Password', email, spread]);
  });
});

describe('authorisation refusal log', () => {
  const refusalsFrom = (address: string) =>
    refusals()
      .filter((line) => line.ip === address)
      .map(({ status, code, method, path, userId }) => ({ status, code, method, path, userId }));

  it('logs 401, 402 and 403 refusals with who asked for what, and no cookie', async () => {
    const address = nextClientAddress();
    await call(t, 'GET', '/api/clients', { clientAddress: address });

    const coach = await createCoach(t);
    const coachId = await userIdOf(coach.cookie);
    await call(t, 'GET', '/api/admin/users', { cookie: coach.cookie, clientAddress: address });

    const lapsed = await createCoach(t);
    const lapsedId = await userIdOf(lapsed.cookie);
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: 'trial', subscriptionEndDate: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, lapsedId));
    await call(t, 'GET', '/api/dashboard', { cookie: lapsed.cookie, clientAddress: address });

    const admin = await createAdmin(t, 'owner@example.com');
    await call(t, 'PATCH', `/api/admin/users/${await userIdOf(admin.cookie)}`, {
      cookie: admin.cookie,
      body: { username: 'owner', role: 'user' },
      clientAddress: address,
    });
    const adminId = await userIdOf(admin.cookie);

    expect(refusalsFrom(address)).toEqual([
      { status: 401, code: 'UNAUTHENTICATED', method: 'GET', path: '/api/clients', userId: undefined },
      { status: 403, code: 'FORBIDDEN', method: 'GET', path: '/api/admin/users', userId: coachId },
      { status: 402, code: 'SUBSCRIPTION_REQUIRED', method: 'GET', path: '/api/dashboard', userId: lapsedId },
      {
        status: 403,
        code: 'FORBIDDEN',
        method: 'PATCH',
        path: `/api/admin/users/${adminId}`,
        userId: adminId,
      },
    ]);
    const lapsedLine = refusals().find((line) => line.userId === lapsedId);
    expect(lapsedLine).toMatchObject({ level: 30, requestId: expect.any(String) });
    const accessLine = lines.find((line) => line.msg === 'request' && line.path === '/api/dashboard');
    expect(accessLine).toMatchObject({ status: 402, userId: lapsedId });
    expectNoneInLog([
      TEST_PASSWORD,
      coach.email,
      lapsed.email,
      ...[coach, lapsed, admin].flatMap((c) => cookieValues(c.cookie)),
    ]);
  });

  it('logs cross-site (403) and non-JSON (415) refusals with the origin and type refused', async () => {
    const { cookie } = await createCoach(t);
    const userId = await userIdOf(cookie);
    const address = nextClientAddress();
    await call(t, 'POST', '/api/clients', {
      cookie,
      body: { name: 'Forged Client' },
      headers: { origin: 'https://evil.example' },
      clientAddress: address,
    });
    await call(t, 'POST', '/api/clients', {
      cookie,
      rawBody: 'name=Form+Client',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      clientAddress: address,
    });
    expect(refusals().filter((line) => line.ip === address)).toEqual([
      expect.objectContaining({
        status: 403,
        code: 'FORBIDDEN',
        origin: 'https://evil.example',
        path: '/api/clients',
        level: 40,
      }),
      expect.objectContaining({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        contentType: 'application/x-www-form-urlencoded',
        path: '/api/clients',
      }),
    ]);
    // The CSRF check runs before any route signs the request in, so the refusal has the
    // address but not yet a user id.
    expect(refusals().filter((line) => line.ip === address && line.userId === userId)).toEqual([]);
    expectNoneInLog(cookieValues(cookie));
  });

  it('never writes a note’s content, even when the save is refused', async () => {
    const { cookie } = await createCoach(t);
    const client = await addClient(t, cookie, { name: 'Quiet Client' });
    const note = 'Client spoke about a private family matter in confidence.';
    await addSession(t, cookie, { clientId: client.id, date: '2026-11-02', duration: 60, notes: note });
    await call(t, 'POST', '/api/coaching-sessions', {
      cookie,
      body: { clientId: client.id, date: '2026-11-02', duration: 60, notes: note },
      headers: { origin: 'https://evil.example' },
    });
    await call(t, 'POST', '/api/coaching-sessions', { body: { clientId: client.id, notes: note } });
    expectNoneInLog([note, 'Quiet Client']);
  });
});
