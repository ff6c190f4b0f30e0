import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createCoach, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { cookieValues, useLoggedApps } from '@/test/logged-app';
import { freshTotp, totpNow } from '@/test/totp';

/** The auth event lines of every auth flow, read from the production logger's output. */
const { t, limited, lines, events, userIdOf, expectNoneInLog } = useLoggedApps({ ADMIN_EMAILS: 'owner@example.com' });
const eventsFrom = (address: string) =>
  events()
    .filter((line) => line.ip === address)
    .map(({ event, outcome, userId, code }) => ({ event, outcome, userId, ...(code ? { code } : {}) }));

describe('auth event log', () => {
  it('writes one structured line per event, with user id, address and request id, and no secrets', async () => {
    const { email, cookie } = await createCoach(t());
    const userId = await userIdOf(cookie);
    const address = nextClientAddress();

    await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'Wrong1Password' },
      clientAddress: address,
    });
    await call(t(), 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      clientAddress: address,
    });
    const token = tokenFromOutbox(t(), email, 'reset-password');
    // Better Auth's own link form puts the token in the path; the access line must not keep it.
    await call(t(), 'GET', `/api/auth/reset-password/${token}?callbackURL=/reset-password`, { clientAddress: address });
    await call(t(), 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Changed5Password' },
      clientAddress: address,
    });
    const signedIn = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'Changed5Password' },
      clientAddress: address,
    });
    const newCookie = sessionCookieFrom(signedIn);
    await call(t(), 'POST', '/api/auth/change-password', {
      cookie: newCookie,
      body: { currentPassword: 'Changed5Password', newPassword: TEST_PASSWORD, revokeOtherSessions: true },
      clientAddress: address,
    });
    const afterChange = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: address,
    });
    await call(t(), 'POST', '/api/auth/delete-user', {
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
    const signedUp = await call(t(), 'POST', '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD, name: '', termsAccepted: true },
      clientAddress: address,
    });
    expect(signedUp.status).toBe(200);
    // A new link goes to whoever proves the password: a sign-in before the address is verified.
    await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: address,
    });
    const confirm = (confirmation: string) =>
      call(t(), 'POST', '/api/auth/sign-in/email', {
        body: { email, password: TEST_PASSWORD, confirmation },
        clientAddress: address,
      });
    const verifyToken = tokenFromOutbox(t(), email, 'verify');
    await confirm('made-up');
    await confirm(verifyToken);
    const signIn = async () =>
      sessionCookieFrom(
        await call(t(), 'POST', '/api/auth/sign-in/email', {
          body: { email, password: TEST_PASSWORD },
          clientAddress: address,
        }),
      );
    const first = await signIn();
    const second = await signIn();
    const userId = await userIdOf(first);
    const third = await signIn();
    await call(t(), 'POST', '/api/auth/revoke-other-sessions', { cookie: third, body: {}, clientAddress: address });
    await call(t(), 'POST', '/api/auth/revoke-sessions', { cookie: third, body: {}, clientAddress: address });
    const fourth = await signIn();
    await call(t(), 'POST', '/api/auth/sign-out', { cookie: fourth, body: {}, clientAddress: address });

    const seen = eventsFrom(address);
    expect(seen.slice(0, 4)).toEqual([
      { event: 'sign_up', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'failed', userId: undefined, code: 'EMAIL_NOT_VERIFIED' },
      { event: 'address_confirmed', outcome: 'failed', userId: undefined, code: 'INVALID_TOKEN' },
      { event: 'address_confirmed', outcome: 'ok', userId },
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
    const { email, cookie } = await createCoach(t());
    const userId = await userIdOf(cookie);
    const address = nextClientAddress();
    const enabled = await call(t(), 'POST', '/api/auth/two-factor/enable', {
      cookie,
      body: { password: TEST_PASSWORD },
      clientAddress: address,
    });
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const confirmed = await call(t(), 'POST', '/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: freshTotp(totpURI) },
      clientAddress: address,
    });
    const signedInCookie = sessionCookieFrom(confirmed) || cookie;
    await call(t(), 'POST', '/api/auth/two-factor/generate-backup-codes', {
      cookie: signedInCookie,
      body: { password: 'Wrong1Password' },
      clientAddress: address,
    });

    const firstStep = async () =>
      sessionCookieFrom(
        await call(t(), 'POST', '/api/auth/sign-in/email', {
          body: { email, password: TEST_PASSWORD },
          clientAddress: address,
        }),
      );
    const challenge = await firstStep();
    const wrongCode = totpNow(totpURI) === '000000' ? '111111' : '000000';
    await call(t(), 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: wrongCode },
      clientAddress: address,
    });
    const withCode = await call(t(), 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: freshTotp(totpURI) },
      clientAddress: address,
    });
    const secondChallenge = await firstStep();
    const withBackup = await call(t(), 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: secondChallenge,
      body: { code: backupCodes[0] },
      clientAddress: address,
    });
    await call(t(), 'POST', '/api/auth/two-factor/disable', {
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
    const { cookie } = await createCoach(t());
    const userId = await userIdOf(cookie);
    const address = nextClientAddress();
    await call(t(), 'POST', '/api/auth/unlink-account', {
      cookie,
      body: { providerId: 'google' },
      clientAddress: address,
    });
    await call(t(), 'POST', '/api/auth/verify-password', {
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

  it('logs rate-limit hits as failed events: RATE_LIMITED per address, ACCOUNT_LOCKED per e-mail', async () => {
    const email = uniqueEmail();
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await call(limited(), 'POST', '/api/auth/sign-in/email', {
        body: { email, password: 'Wrong1Password' },
        clientAddress: address,
      });
    }
    const spread = uniqueEmail();
    const spreadAddresses = Array.from({ length: 6 }, () => nextClientAddress());
    for (const spreadAddress of spreadAddresses) {
      await call(limited(), 'POST', '/api/auth/sign-in/email', {
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
      { event: 'sign_in', outcome: 'failed', userId: undefined, code: 'ACCOUNT_LOCKED' },
    ]);
    const hit = events().find((line) => line.ip === address && line.code === 'RATE_LIMITED');
    expect(hit).toMatchObject({ status: 429, level: 40 });
    expectNoneInLog(['Wrong1Password', email, spread]);
  });
});
