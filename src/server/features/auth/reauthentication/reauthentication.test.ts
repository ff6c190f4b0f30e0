import pino from 'pino';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '@/server/db/schema';
import { spreadsheetKeys } from '@/shared/schemas/export-import';
import { ADMIN_EMAIL, createAdmin, userIdOf } from '@/test/admins';
import { TEST_PASSWORD, createCoach, signIn, uniqueEmail } from '@/test/coaches';
import { createTestDatabase, truncateAll } from '@/test/database';
import { call } from '@/test/http';
import { buildTestApp, type TestApp } from '@/test/test-app';

const lines: Record<string, unknown>[] = [];
let t: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  t = buildTestApp(
    await createTestDatabase(),
    { ADMIN_EMAILS: ADMIN_EMAIL },
    { logger: pino({ level: 'info' }, sink) },
  );
});
afterEach(async () => {
  lines.length = 0;
  await truncateAll(t.database);
});
afterAll(async () => {
  await t.database.close();
});

const MINUTE_MS = 60 * 1000;

/** Makes every session of the cookie's user look as if it was signed in `minutes` ago. */
async function ageSessions(cookie: string, minutes: number) {
  const userId = await userIdOf(t, cookie);
  await t.database.db
    .update(authSessions)
    .set({ createdAt: new Date(Date.now() - minutes * MINUTE_MS) })
    .where(eq(authSessions.userId, userId));
}

const backup = (cookie: string) => call(t, 'GET', '/api/export/backup', { cookie });
const reauthenticate = (cookie: string, password: unknown) =>
  call(t, 'POST', '/api/reauthenticate', { cookie, body: { password } });

describe('sensitive actions need a recent sign-in', () => {
  it('lets a session signed in within 15 minutes export everything', async () => {
    const { cookie } = await createCoach(t);
    await ageSessions(cookie, 14);
    expect((await backup(cookie)).status).toBe(200);
    expect((await call(t, 'GET', '/api/export/workbook', { cookie })).status).toBe(200);
  });

  it('refuses an older session every export that carries notes, with REAUTH_REQUIRED, logged (issue 28 I-a)', async () => {
    const { cookie } = await createCoach(t);
    await ageSessions(cookie, 16);
    const csvFiles = spreadsheetKeys.map((entity) => `/api/export/csv/${entity}`);
    for (const path of ['/api/export/backup', '/api/export/workbook', ...csvFiles]) {
      const refused = await call(t, 'GET', path, { cookie });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error).toEqual({
        code: 'REAUTH_REQUIRED',
        message: 'Please confirm your password to continue.',
      });
    }
    expect(lines.some((line) => line.msg === 'refused: recent sign-in required')).toBe(true);
    expect((await call(t, 'GET', '/api/export/summary', { cookie })).status).toBe(200);
    expect((await call(t, 'GET', '/api/export/icf-log?format=csv', { cookie })).status).toBe(200);
    await reauthenticate(cookie, TEST_PASSWORD);
    expect((await call(t, 'GET', '/api/export/csv/clients', { cookie })).status).toBe(200);
  });

  it('accepts the password again, for this session only; a wrong one is refused and logged', async () => {
    const { email, cookie } = await createCoach(t);
    const otherDevice = await signIn(t, email);
    await ageSessions(cookie, 60);

    const empty = await reauthenticate(cookie, '');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Please enter your password');

    const wrong = await reauthenticate(cookie, 'Wrong1Password');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'password', message: 'Incorrect password. Please try again.' }],
    });
    const failed = lines.find((line) => line.event === 'reauthenticate' && line.outcome === 'failed');
    expect(failed).toMatchObject({ code: 'WRONG_PASSWORD', userId: await userIdOf(t, cookie) });
    expect(JSON.stringify(lines)).not.toContain('Wrong1Password');
    expect((await backup(cookie)).status).toBe(403);

    const confirmed = await reauthenticate(cookie, TEST_PASSWORD);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ confirmed: true });
    expect(JSON.stringify(lines)).not.toContain(TEST_PASSWORD);
    expect((await backup(cookie)).status).toBe(200);

    // The other device signed in with the same account (aged with it above) is as stale as it was.
    expect((await backup(otherDevice)).status).toBe(403);
  });

  it('needs a session to confirm a password at all', async () => {
    expect((await call(t, 'POST', '/api/reauthenticate', { body: { password: TEST_PASSWORD } })).status).toBe(401);
  });

  it('lets an old session delete the account, since deletion asks for the password itself', async () => {
    const { cookie } = await createCoach(t);
    await ageSessions(cookie, 60);
    const deleted = await call(t, 'POST', '/api/auth/delete-user', { cookie, body: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
  });
});

describe('admin changes need a recent sign-in', () => {
  it('lets a stale admin read but not change, until the password is confirmed', async () => {
    const admin = await createAdmin(t);
    const coach = await createCoach(t);
    const coachId = await userIdOf(t, coach.cookie);
    await ageSessions(admin.cookie, 30);

    expect((await call(t, 'GET', '/api/admin/users', { cookie: admin.cookie })).status).toBe(200);
    const attempts = [
      ['PUT', `/api/admin/users/${coachId}/free-account`, { freeAccount: true }],
      ['PATCH', `/api/admin/users/${coachId}`, { username: 'renamed', role: 'user' }],
      ['POST', '/api/admin/invitations', { email: uniqueEmail('invitee') }],
      ['POST', '/api/admin/users', { email: uniqueEmail('added'), password: 'Added7Password' }],
      ['DELETE', `/api/admin/users/${coachId}/sessions`, undefined],
      ['DELETE', `/api/admin/users/${coachId}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const refused = await call(t, method, path, { cookie: admin.cookie, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect((await refused.json()).error.code).toBe('REAUTH_REQUIRED');
    }
    expect((await call(t, 'GET', '/api/me', { cookie: coach.cookie })).status).toBe(200);
    expect((await call(t, 'GET', `/api/admin/users/${coachId}`, { cookie: admin.cookie })).status).toBe(200);

    expect((await reauthenticate(admin.cookie, TEST_PASSWORD)).status).toBe(200);
    const invited = await call(t, 'POST', '/api/admin/invitations', {
      cookie: admin.cookie,
      body: { email: uniqueEmail('invitee') },
    });
    expect(invited.status).toBe(201);
    const deleted = await call(t, 'DELETE', `/api/admin/users/${coachId}`, { cookie: admin.cookie });
    expect(deleted.status).toBeLessThan(300);
  });
});
