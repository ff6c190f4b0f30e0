import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signUp, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { buildTestApp, useTestApp, type TestApp } from '@/test/test-app';

/** The defaults: 5 sign-ins, 3 e-mail-sending requests per 60 s. */
const t = useTestApp({ AUTH_RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_WINDOW_S: '60' });

const signInAttempt = (app: TestApp, email: string, clientAddress: string) =>
  call(app, 'POST', '/api/auth/sign-in/email', { body: { email, password: 'Wrong1Password' }, clientAddress });

describe('auth rate limits', () => {
  it('limits sign-in per e-mail address even when every attempt comes from a new address', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signInAttempt(t(), email, nextClientAddress())).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await signInAttempt(t(), email, nextClientAddress());
    expect((await limited.json()).error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message:
        "For security purposes, please wait a minute before trying again. To sign in from this browser now, use the link we e-mail to the account's address.",
    });
    expect((await signInAttempt(t(), uniqueEmail('other'), nextClientAddress())).status).toBe(401);
  });

  it('shares the count between two app instances on one database', async () => {
    const second = buildTestApp(t().database, { AUTH_RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_WINDOW_S: '60' });
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? t() : second;
      statuses.push((await signInAttempt(app, uniqueEmail('spray'), address)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('allows three sign-ups per address per minute', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await call(t(), 'POST', '/api/auth/sign-up/email', {
        body: { email: uniqueEmail(), password: TEST_PASSWORD, name: '', termsAccepted: true },
        clientAddress: address,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('allows three reset requests per address per minute, with the reset screen’s own text', async () => {
    const address = nextClientAddress();
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        await call(t(), 'POST', '/api/auth/request-password-reset', {
          body: { email: uniqueEmail(), redirectTo: '/reset-password' },
          clientAddress: address,
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect((await answers[3]!.json()).error.message).toBe(
      'For security purposes, please wait a minute before requesting another reset email.',
    );
  });

  it('sends a new verification e-mail only to a sign-in with the password, at most one in five minutes, within the sign-in limit', async () => {
    const email = uniqueEmail('unverified');
    await signUp(t(), email);
    // As if the five minutes after the sign-up's own mail had passed.
    await t().database.db.execute(sql`update app_rate_limits set window_start = window_start - 300001`);
    const address = nextClientAddress();
    const before = t().outbox.messages.length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await call(t(), 'POST', '/api/auth/sign-in/email', {
        body: { email, password: TEST_PASSWORD },
        clientAddress: address,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect(t().outbox.messages.length - before).toBe(1);
  });

  it('counts made-up /api/auth paths in one bucket per address, not a row each (issue 28 I-c)', async () => {
    const address = nextClientAddress();
    const made = ['/zz1', '/zz2', '/sign-in/email/zz3', '/reset-password/zz4/zz', '/%73ign-in/email', '/zz6', '/zz7'];
    const statuses: number[] = [];
    for (const path of made)
      statuses.push((await call(t(), 'GET', `/api/auth${path}`, { clientAddress: address })).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const rows = await t().database.db.execute<{ key: string }>(
      sql`select key from rate_limits where key like ${`${address}|%`}`,
    );
    expect((rows as unknown as { rows: { key: string }[] }).rows.map((row) => row.key)).toEqual([
      `${address}|/unknown-path`,
    ]);
    // The paths Better Auth serves keep their own buckets.
    expect((await call(t(), 'GET', '/api/auth/get-session', { clientAddress: address })).status).toBe(200);
    expect((await signInAttempt(t(), uniqueEmail('known'), address)).status).toBe(401);
  });
});
