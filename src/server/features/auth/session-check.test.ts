import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, signIn } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { forgeSessionCookie, tokenOfCookie } from '@/test/session-cookies';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

const me = async (cookie: string) => (await call(t(), 'GET', '/api/me', { cookie })).json();
const profile = (cookie: string) => call(t(), 'GET', '/api/profile', { cookie });

async function sessionsOf(cookie: string) {
  const userId = (await me(cookie)).user.id as string;
  return t().database.db.select().from(authSessions).where(eq(authSessions.userId, userId));
}

async function setExpiry(cookie: string, expiresAt: Date) {
  const [session] = await sessionsOf(cookie);
  await t().database.db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, session!.id));
  return session!.id;
}

describe('the session check on every request', () => {
  it('refuses a cookie whose signature does not match, and one for a token never issued', async () => {
    const { cookie } = await createCoach(t());
    const tampered = cookie.replace(/session_token=([^.]+)\.([^;]+)/, (_, token: string) => {
      const other = (token[0] === 'a' ? 'b' : 'a') + token.slice(1);
      return `session_token=${other}.${encodeURIComponent(cookie.match(/session_token=[^.]+\.([^;]+)/)![1]!)}`;
    });
    expect(tampered).not.toBe(cookie);
    expect(await me(tampered)).toEqual({ user: null, access: null });
    expect((await profile(tampered)).status).toBe(401);
    expect((await profile(await forgeSessionCookie(t(), 'x'.repeat(32)))).status).toBe(401);
  });

  it('ends at once when the coach signs out everywhere: every device is refused on its next request', async () => {
    const { email, cookie } = await createCoach(t());
    const otherDevice = await signIn(t(), email);
    expect((await profile(otherDevice)).status).toBe(200);
    const revoked = await call(t(), 'POST', '/api/auth/revoke-sessions', { cookie, body: {} });
    expect(revoked.status).toBe(200);
    expect((await profile(cookie)).status).toBe(401);
    expect((await profile(otherDevice)).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { cookie } = await createCoach(t());
    await setExpiry(cookie, new Date(Date.now() - 1000));
    expect((await profile(cookie)).status).toBe(401);
    expect(await me(cookie)).toEqual({ user: null, access: null });
  });

  it('ends the session a browser had when it signs in again, and keeps the other devices', async () => {
    const { email, cookie } = await createCoach(t());
    const otherDevice = await signIn(t(), email);
    const again = await call(t(), 'POST', '/api/auth/sign-in/email', {
      cookie,
      body: { email, password: TEST_PASSWORD },
      clientAddress: nextClientAddress(),
    });
    expect(again.status).toBe(200);
    const replacement = sessionCookieFrom(again);
    expect(tokenOfCookie(replacement)).not.toBe(tokenOfCookie(cookie));
    expect((await profile(cookie)).status).toBe(401);
    expect((await profile(replacement)).status).toBe(200);
    expect((await profile(otherDevice)).status).toBe(200);
  });

  it('sees a role or subscription change on the very next request', async () => {
    const { cookie } = await createCoach(t());
    const userId = (await me(cookie)).user.id as string;
    await t().database.db.update(users).set({ subscriptionStatus: 'canceled' }).where(eq(users.id, userId));
    expect((await me(cookie)).access.subscriptionStatus).toBe('canceled');
  });
});

describe('sliding expiry', () => {
  it('leaves a session used within the hour alone: no write, no new cookie', async () => {
    const { cookie } = await createCoach(t());
    const [before] = await sessionsOf(cookie);
    const answer = await profile(cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const [after] = await sessionsOf(cookie);
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });

  it('pushes the expiry back to 7 days and re-issues the same cookie once an hour has passed', async () => {
    const { cookie } = await createCoach(t());
    const id = await setExpiry(cookie, new Date(Date.now() + WEEK_MS - 2 * HOUR_MS));

    const answer = await profile(cookie);
    expect(answer.status).toBe(200);
    const refreshed = answer.headers.getSetCookie().find((value) => value.includes('session_token='));
    expect(refreshed).toBeDefined();
    expect(tokenOfCookie(refreshed!.split(';')[0]!)).toBe(tokenOfCookie(cookie));
    expect(refreshed).toMatch(/Max-Age=604800/);
    const [row] = await t().database.db.select().from(authSessions).where(eq(authSessions.id, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + WEEK_MS - 60_000);

    const meAnswer = await call(t(), 'GET', '/api/me', { cookie });
    expect(meAnswer.headers.getSetCookie()).toEqual([]);
  });

  it('stops 30 days after the sign-in however often the session is used', async () => {
    const { cookie } = await createCoach(t());
    const [session] = await sessionsOf(cookie);
    const { db } = t().database;
    // Signed in 30 days ago less two hours, and due for its hourly refresh.
    const createdAt = new Date(Date.now() - 30 * DAY_MS + 2 * HOUR_MS);
    await db.update(authSessions).set({ createdAt }).where(eq(authSessions.id, session!.id));
    await setExpiry(cookie, new Date(Date.now() + WEEK_MS - 2 * HOUR_MS));
    const [due] = await sessionsOf(cookie);
    expect(due!.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * DAY_MS);

    expect((await profile(cookie)).status).toBe(200);
    const [used] = await sessionsOf(cookie);
    expect(used!.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * DAY_MS);
    // Better Auth's own refresh, asked for directly, cannot pass the end either.
    await call(t(), 'GET', '/api/auth/get-session', { cookie });
    const [refreshed] = await sessionsOf(cookie);
    expect(refreshed!.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * DAY_MS);

    await db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 30 * DAY_MS - 1000) })
      .where(eq(authSessions.id, session!.id));
    expect((await profile(cookie)).status).toBe(401);
  });

  it('refreshes through /api/me as well', async () => {
    const { cookie } = await createCoach(t());
    await setExpiry(cookie, new Date(Date.now() + WEEK_MS - 2 * HOUR_MS));
    const answer = await call(t(), 'GET', '/api/me', { cookie });
    expect((await answer.json()).user).not.toBeNull();
    expect(answer.headers.getSetCookie().some((value) => value.includes('session_token='))).toBe(true);
  });
});
