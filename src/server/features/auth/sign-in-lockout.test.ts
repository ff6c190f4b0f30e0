import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createCoach } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { useTestApp } from '@/test/test-app';

/**
 * Issue 20 item 2 and issue 28 N7 (ASVS 6.3.5): the per-account sign-in limit counts failures only;
 * a browser that signed in to the account before still gets in with the right password, by a pass
 * of its own (random, signed, expiring, a few failures at most, ended with the sessions); the owner
 * on a new browser gets in by an e-mailed link. The per-address limit stays the main brake
 * (auth.test.ts, rate-limits.test.ts).
 */
const t = useTestApp({ AUTH_RATE_LIMIT_MAX: '5' });

/** Each attempt from a new client address, so only the per-account limit applies. */
const signIn = (email: string, password: string, cookie?: string, unlock?: string) =>
  call(t(), 'POST', '/api/auth/sign-in/email', {
    body: { email, password, unlock },
    cookie,
    clientAddress: nextClientAddress(),
  });

/** The browser's known-browser cookie, from an answer that set it. */
const passFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('coach_logbook.known_browser=') && !pair.endsWith('='));

async function lockedAccount() {
  const { email, cookie } = await createCoach(t());
  const ownBrowser = passFrom(await signIn(email, TEST_PASSWORD))!;
  const failures = [];
  for (let attempt = 0; attempt < 5; attempt += 1) failures.push((await signIn(email, 'Wrong1Password')).status);
  expect(failures).toEqual([401, 401, 401, 401, 401]);
  return { email, session: cookie, ownBrowser };
}

const unlockMails = (email: string) =>
  t().outbox.messages.filter((message) => message.to === email && message.subject.includes('from this browser'));

describe('the per-account sign-in limit', () => {
  it('counts only failures: the owner signing in again and again is never locked out', async () => {
    const { email } = await createCoach(t());
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await signIn(email, TEST_PASSWORD)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });

  it('keeps strangers out after five failures, but not the browser that signed in before', async () => {
    const { email, ownBrowser } = await lockedAccount();
    const refused = await signIn(email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('ACCOUNT_LOCKED');
    const owner = await signIn(email, TEST_PASSWORD, ownBrowser);
    expect(owner.status).toBe(200);
    expect((await call(t(), 'GET', '/api/me', { cookie: sessionCookieFrom(owner) })).status).toBe(200);
  });

  it('gives every browser a pass of its own, random and signed', async () => {
    const { email } = await createCoach(t());
    const first = passFrom(await signIn(email, TEST_PASSWORD))!;
    const second = passFrom(await signIn(email, TEST_PASSWORD))!;
    expect(first).not.toBe(second);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(email, 'Wrong1Password');
    // The token without its signature, or with another one, is no pass.
    const [name, value] = first.split('=');
    const token = decodeURIComponent(value!).split('.')[0]!;
    expect((await signIn(email, TEST_PASSWORD, `${name}=${token}`)).status).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, `${name}=${encodeURIComponent(`${token}.forged=`)}`)).status).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, second)).status).toBe(200);
  });

  it('is never a pass for wrong passwords: three from a known browser end its pass', async () => {
    const { email, ownBrowser } = await lockedAccount();
    const guesses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      guesses.push((await signIn(email, 'Wrong1Password', ownBrowser)).status);
    expect(guesses).toEqual([401, 401, 401]);
    expect((await signIn(email, 'Wrong1Password', ownBrowser)).status).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, ownBrowser)).status).toBe(429);
  });

  it('ends with signing out everywhere', async () => {
    const { email, session, ownBrowser } = await lockedAccount();
    expect((await call(t(), 'POST', '/api/auth/revoke-sessions', { cookie: session, body: {} })).status).toBe(200);
    expect((await signIn(email, TEST_PASSWORD, ownBrowser)).status).toBe(429);
  });

  it('expires', async () => {
    const { email, ownBrowser } = await lockedAccount();
    await t().database.db.execute(sql`update known_browsers set expires_at = now() - interval '1 second'`);
    expect((await signIn(email, TEST_PASSWORD, ownBrowser)).status).toBe(429);
  });

  it('lets the owner in on a new browser by an e-mailed link, once, and mails at most one in 15 minutes', async () => {
    const { email } = await lockedAccount();
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(429);
    const mails = unlockMails(email);
    expect(mails).toHaveLength(1);
    const unlock = mails[0]!.text.match(/\/login\?unlock=([^&\s]+)/)![1]!;

    expect((await signIn(email, 'Wrong1Password', undefined, 'made-up-token')).status).toBe(429);
    const owner = await signIn(email, TEST_PASSWORD, undefined, unlock);
    expect(owner.status).toBe(200);
    // The browser now has its own pass; the link's is spent.
    expect((await signIn(email, TEST_PASSWORD, passFrom(owner))).status).toBe(200);
    expect((await signIn(email, TEST_PASSWORD, undefined, unlock)).status).toBe(429);
  });

  it('does not let a browser known to one account past the lock of another', async () => {
    const first = await createCoach(t());
    const second = await createCoach(t());
    const firstBrowser = passFrom(await signIn(first.email, TEST_PASSWORD))!;
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(second.email, 'Wrong1Password');
    expect((await signIn(second.email, TEST_PASSWORD, firstBrowser)).status).toBe(429);
    // A link mailed to the second account is no pass for the first either.
    const unlock = unlockMails(second.email)[0]!.text.match(/\/login\?unlock=([^&\s]+)/)![1]!;
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(first.email, 'Wrong1Password');
    expect((await signIn(first.email, TEST_PASSWORD, undefined, unlock)).status).toBe(429);
  });
});
