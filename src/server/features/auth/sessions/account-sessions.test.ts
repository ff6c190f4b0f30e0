import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '@/server/db/schema';
import { TEST_PASSWORD, confirmAddress, createCoach, uniqueEmail, signUp } from '@/test/coaches';
import { call, sessionCookieFrom } from '@/test/http';
import { TEST_ORIGIN } from '@/test/build-app';
import { useTestApp } from '@/test/test-app';
import { serveOnLoopback } from '@/test/loopback';

const t = useTestApp();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

/** Signs in from a browser with this user agent and address. */
async function signInFrom(email: string, userAgent: string, clientAddress: string) {
  const response = await call(t(), 'POST', '/api/auth/sign-in/email', {
    body: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
    clientAddress,
  });
  expect(response.status).toBe(200);
  return sessionCookieFrom(response);
}

async function coachOnTwoDevices() {
  const email = uniqueEmail();
  await signUp(t(), email);
  // Confirming the address is a sign-in of its own: ended, so that only the two devices remain.
  const confirmed = sessionCookieFrom(await confirmAddress(t(), email));
  await call(t(), 'POST', '/api/auth/sign-out', { cookie: confirmed, body: {} });
  const laptop = await signInFrom(email, FIREFOX_LINUX, '10.9.0.1');
  const phone = await signInFrom(email, SAFARI_IPHONE, '10.9.0.2');
  return { email, laptop, phone };
}

const list = (cookie: string) => call(t(), 'GET', '/api/account/sessions', { cookie });
const end = (cookie: string, id: string) =>
  call(t(), 'DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, { cookie });

describe('the devices signed in to an account', () => {
  it('lists this browser first, then the others, with device, address and times', async () => {
    const { laptop } = await coachOnTwoDevices();
    const answer = await list(laptop);
    expect(answer.status).toBe(200);
    const { sessions } = await answer.json();
    expect(sessions).toEqual([
      expect.objectContaining({ current: true, device: 'Firefox on Linux', ipAddress: '10.9.0.1' }),
      expect.objectContaining({ current: false, device: 'Safari on iOS', ipAddress: '10.9.0.2' }),
    ]);
    expect(Date.parse(sessions[1].signedInAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(sessions[1].lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    // Identifiers only: nothing that could open a session.
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
  });

  it('signs another device out at once, and refuses to end this one or one already gone', async () => {
    const { laptop, phone } = await coachOnTwoDevices();
    const [current, other] = (await (await list(laptop)).json()).sessions;
    expect((await call(t(), 'GET', '/api/profile', { cookie: phone })).status).toBe(200);

    const ended = await end(laptop, other.id);
    expect(ended.status).toBe(200);
    expect((await call(t(), 'GET', '/api/profile', { cookie: phone })).status).toBe(401);
    expect((await (await list(laptop)).json()).sessions).toEqual([expect.objectContaining({ id: current.id })]);

    const again = await end(laptop, other.id);
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe('That device is no longer signed in.');
    const self = await end(laptop, current.id);
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe('This is the device you are using now. Use Sign out to end it.');
    expect((await call(t(), 'GET', '/api/profile', { cookie: laptop })).status).toBe(200);
  });

  it('asks for the password again when the sign-in is older than 15 minutes, and ends nothing', async () => {
    const { laptop, phone } = await coachOnTwoDevices();
    const other = (await (await list(laptop)).json()).sessions[1];
    const [mine] = (await (await list(laptop)).json()).sessions;
    await t()
      .database.db.update(authSessions)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(authSessions.id, mine.id));
    const refused = await end(laptop, other.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('REAUTH_REQUIRED');
    expect((await call(t(), 'GET', '/api/profile', { cookie: phone })).status).toBe(200);

    expect(
      (await call(t(), 'POST', '/api/reauthenticate', { cookie: laptop, body: { password: TEST_PASSWORD } })).status,
    ).toBe(200);
    expect((await end(laptop, other.id)).status).toBe(200);
  });

  it('never lets another coach see or end a session, and answers 401 without one', async () => {
    const { laptop, phone } = await coachOnTwoDevices();
    const sessions = (await (await list(laptop)).json()).sessions as { id: string }[];
    const stranger = await createCoach(t());

    const theirs = (await (await list(stranger.cookie)).json()).sessions as { id: string }[];
    expect(theirs).toHaveLength(1);
    expect(theirs.map((session) => session.id)).not.toContain(sessions[0]!.id);
    for (const session of sessions) {
      const refused = await end(stranger.cookie, session.id);
      expect(refused.status).toBe(404);
    }
    expect((await call(t(), 'GET', '/api/profile', { cookie: laptop })).status).toBe(200);
    expect((await call(t(), 'GET', '/api/profile', { cookie: phone })).status).toBe(200);

    expect((await list('')).status).toBe(401);
    expect((await end('', sessions[1]!.id)).status).toBe(401);
    expect((await end(laptop, 'x'.repeat(129))).status).toBe(400);
  });

  it('stores at most 512 characters of a 100 KB User-Agent and lists it at once', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);
    await confirmAddress(t(), email);
    // Many 'Version/1 ' and no 'Safari/': the shape that made the old pattern backtrack for seconds.
    const huge = `Mozilla/5.0 ${'Version/1 '.repeat(10_240)}`;
    const cookie = await signInFrom(email, huge, '10.9.0.3');
    const stored = await t().database.db.select({ userAgent: authSessions.userAgent }).from(authSessions);
    expect(Math.max(...stored.map((row) => row.userAgent?.length ?? 0))).toBeLessThanOrEqual(512);
    const started = performance.now();
    const response = await list(cookie);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('cuts a long User-Agent that comes through a real socket too', async () => {
    const { email } = await createCoach(t());
    // Served as npm start serves it: the middleware reads the header as Node received it.
    const { origin, close } = await serveOnLoopback(t().app);
    try {
      const response = await fetch(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          'user-agent': `Mozilla/5.0 ${'Version/1 '.repeat(1_000)}`,
        },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
    } finally {
      await close();
    }
    const stored = await t().database.db.select({ userAgent: authSessions.userAgent }).from(authSessions);
    expect(stored.length).toBeGreaterThan(1);
    // Cut, not dropped: 512 characters, less the space the cut may leave at the end.
    const longest = Math.max(...stored.map((row) => row.userAgent?.length ?? 0));
    expect(longest).toBeGreaterThanOrEqual(511);
    expect(longest).toBeLessThanOrEqual(512);
  });
});
