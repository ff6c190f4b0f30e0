import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createCoach, tokenFromOutbox } from '@/test/coaches';
import { createTestDatabase } from '@/test/database';
import { call, nextClientAddress } from '@/test/http';
import { buildTestApp, type TestApp } from '@/test/test-app';

const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  t = buildTestApp(await createTestDatabase(), {}, { logger: pino({ level: 'info' }, sink) });
});
afterAll(async () => {
  await t.database.close();
});

const events = () => lines.filter((line) => line.msg === 'auth event');

describe('auth event log', () => {
  it('writes one structured line per event, with user id, address and request id, and no secrets', async () => {
    const { email, cookie } = await createCoach(t);
    const userId = ((await (await call(t, 'GET', '/api/me', { cookie })).json()) as { user: { id: string } }).user.id;
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
    await call(t, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Changed5Password' },
      clientAddress: address,
    });
    const signedIn = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'Changed5Password' },
      clientAddress: address,
    });
    const newCookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
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
      cookie: afterChange.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
      body: { password: TEST_PASSWORD },
      clientAddress: address,
    });

    const seen = events()
      .filter((line) => line.ip === address)
      .map(({ event, outcome, userId: id }) => ({ event, outcome, userId: id }));
    expect(seen).toEqual([
      { event: 'sign_in', outcome: 'failed', userId: undefined },
      { event: 'password_reset_requested', outcome: 'ok', userId: undefined },
      { event: 'password_reset', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'ok', userId },
      { event: 'password_changed', outcome: 'ok', userId },
      { event: 'sign_in', outcome: 'ok', userId },
      { event: 'account_deleted', outcome: 'ok', userId },
    ]);
    for (const line of events()) expect(line.requestId).toEqual(expect.any(String));
    const everything = raw.join('\n');
    for (const secret of [TEST_PASSWORD, 'Changed5Password', 'Wrong1Password', token, email]) {
      expect(everything).not.toContain(secret);
    }
    expect(events().find((line) => line.event === 'sign_up')).toMatchObject({ outcome: 'ok' });
  });
});
