import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { useTestApp } from '@/test/test-app';

/**
 * Issue 20 items 3 and 4 (ASVS 6.3.5, 2.2.1): with a stolen session, the current password cannot
 * be guessed faster than at sign-in, and Better Auth's endpoints the app does not use are closed
 * (update-user among them: the profile has its own validated route).
 */
const t = useTestApp({ AUTH_RATE_LIMIT_MAX: '5' });
const WRONG = 'Wrong1Password';

const post = (path: string, cookie: string, body: unknown) =>
  call(t(), 'POST', `/api/auth${path}`, { cookie, body, clientAddress: nextClientAddress() });

describe('endpoints that take the current password', () => {
  it('share one per-account limit of five a minute', async () => {
    const { cookie } = await createCoach(t());
    const statuses = [
      (await post('/change-password', cookie, { currentPassword: WRONG, newPassword: 'Lantern8Harbour' })).status,
      (await post('/two-factor/enable', cookie, { password: WRONG })).status,
      (await post('/two-factor/disable', cookie, { password: WRONG })).status,
      (await post('/two-factor/generate-backup-codes', cookie, { password: WRONG })).status,
      (await post('/delete-user', cookie, { password: WRONG })).status,
    ];
    expect(statuses.every((status) => status >= 400 && status < 429)).toBe(true);
    const right = await post('/change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Lantern8Harbour',
    });
    expect(right.status).toBe(429);
    expect((await post('/delete-user', cookie, { password: TEST_PASSWORD })).status).toBe(429);
    expect((await call(t(), 'GET', '/api/me', { cookie })).status).toBe(200);
  });

  it('count against the same budget as /api/reauthenticate', async () => {
    const { cookie } = await createCoach(t());
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await call(t(), 'POST', '/api/reauthenticate', { cookie, body: { password: WRONG } });
    }
    expect((await post('/two-factor/enable', cookie, { password: TEST_PASSWORD })).status).toBe(429);
  });
});

describe('Better Auth endpoints the app does not use', () => {
  it('answer 404', async () => {
    const { email, cookie } = await createCoach(t());
    const closed = [
      ['/verify-password', { password: TEST_PASSWORD }],
      ['/two-factor/get-totp-uri', { password: TEST_PASSWORD }],
      ['/change-email', { newEmail: 'elsewhere@example.com' }],
      ['/send-verification-email', { email }],
      ['/update-user', { name: 'Someone' }],
      ['/unlink-account', { providerId: 'credential' }],
    ] as const;
    for (const [path, body] of closed) expect([path, (await post(path, cookie, body)).status]).toEqual([path, 404]);
    expect((await call(t(), 'GET', '/api/auth/list-accounts', { cookie })).status).toBe(404);
  });

  it('include update-user: no name of any length and no 900 KB image reach the account', async () => {
    const { email, cookie } = await createCoach(t());
    const response = await post('/update-user', cookie, { name: 'x'.repeat(5000), image: 'a'.repeat(900_000) });
    expect(response.status).toBe(404);
    const [row] = await t().database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: '', image: null });
  });
});
