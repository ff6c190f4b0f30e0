import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createCoach } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { useTestApp } from '@/test/test-app';

/**
 * Issue 20 item 2 (ASVS 6.3.5): the per-account sign-in limit counts failures only, and a browser
 * that signed in to the account before still gets in with the right password; the per-address
 * limit stays the main brake (auth.test.ts, rate-limits.test.ts).
 */
const t = useTestApp({ AUTH_RATE_LIMIT_MAX: '5' });

/** Each attempt from a new client address, so only the per-account limit applies. */
const signIn = (email: string, password: string, cookie?: string) =>
  call(t(), 'POST', '/api/auth/sign-in/email', {
    body: { email, password },
    cookie,
    clientAddress: nextClientAddress(),
  });

describe('the per-account sign-in limit', () => {
  it('counts only failures: the owner signing in again and again is never locked out', async () => {
    const { email } = await createCoach(t());
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await signIn(email, TEST_PASSWORD)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });

  it('keeps strangers out after five failures, but not the browser that signed in before', async () => {
    const { email } = await createCoach(t());
    const ownBrowser = sessionCookieFrom(await signIn(email, TEST_PASSWORD));
    expect(ownBrowser).toContain('known_browser=');

    const failures = [];
    for (let attempt = 0; attempt < 5; attempt += 1) failures.push((await signIn(email, 'Wrong1Password')).status);
    expect(failures).toEqual([401, 401, 401, 401, 401]);

    expect((await signIn(email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(email, 'Wrong1Password', ownBrowser)).status).toBe(401);
    const owner = await signIn(email, TEST_PASSWORD, ownBrowser);
    expect(owner.status).toBe(200);
    expect((await call(t(), 'GET', '/api/me', { cookie: sessionCookieFrom(owner) })).status).toBe(200);
  });

  it('does not let a browser known to one account past the lock of another', async () => {
    const first = await createCoach(t());
    const second = await createCoach(t());
    const firstBrowser = sessionCookieFrom(await signIn(first.email, TEST_PASSWORD));
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(second.email, 'Wrong1Password');
    expect((await signIn(second.email, TEST_PASSWORD, firstBrowser)).status).toBe(429);
  });
});
