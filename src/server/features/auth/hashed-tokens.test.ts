import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, authVerifications } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, tokenFromOutbox } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { forgeSessionCookie, tokenOfCookie } from '@/test/session-cookies';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const me = async (cookie: string) => (await call(t(), 'GET', '/api/me', { cookie })).json();

describe('session tokens at rest', () => {
  it('are stored hashed: the cookie works, the stored value copied into a cookie does not', async () => {
    const { email, cookie } = await createCoach(t());
    const userId = (await me(cookie)).user.id as string;
    const rows = await t()
      .database.db.select({ token: authSessions.token })
      .from(authSessions)
      .where(eq(authSessions.userId, userId));
    expect(rows).toHaveLength(1);
    const cookieToken = tokenOfCookie(cookie);
    const stored = rows[0]!.token;
    expect(stored).not.toBe(cookieToken);
    expect(stored).not.toContain(cookieToken);

    // The forging helper signs as Better Auth does: the real token, re-signed, still works.
    expect((await me(await forgeSessionCookie(t(), cookieToken))).user.email).toBe(email);
    expect((await me(cookie)).user.email).toBe(email);
    expect(await me(await forgeSessionCookie(t(), stored))).toEqual({ user: null, access: null });
    const getSession = await call(t(), 'GET', '/api/auth/get-session', {
      cookie: await forgeSessionCookie(t(), stored),
    });
    expect(await getSession.json()).toBeNull();
  });

  it('sign-out still ends the session the cookie names', async () => {
    const { cookie } = await createCoach(t());
    expect((await call(t(), 'POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect(await me(cookie)).toEqual({ user: null, access: null });
  });

  it('are not listed to the browser', async () => {
    const { cookie } = await createCoach(t());
    expect((await call(t(), 'GET', '/api/auth/list-sessions', { cookie })).status).toBe(404);
  });
});

describe('password-reset tokens at rest', () => {
  it('are stored hashed: the e-mailed link works, the stored value does not', async () => {
    const { email } = await createCoach(t());
    await call(t(), 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      clientAddress: nextClientAddress(),
    });
    const token = tokenFromOutbox(t(), email, 'reset-password');
    const rows = await t().database.db.select().from(authVerifications);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.identifier;
    expect(stored).not.toContain(token);

    for (const copied of [stored, stored.replace(/^reset-password:/, '')]) {
      const refused = await call(t(), 'POST', '/api/auth/reset-password', {
        body: { token: copied, newPassword: 'Copied9Secret' },
      });
      expect(refused.status).toBe(400);
    }
    const reset = await call(t(), 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Brand2NewSecret' },
    });
    expect(reset.status).toBe(200);
    const signIn = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: nextClientAddress(),
    });
    expect(signIn.status).toBe(401);
  });
});
