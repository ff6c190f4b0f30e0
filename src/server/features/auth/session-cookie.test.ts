import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, users } from '@/server/db/schema';
import { TEST_PASSWORD, confirmAddress, signUp, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { tokenOfCookie } from '@/test/session-cookies';
import { freshTotp } from '@/test/totp';
import { signInFirstStep, turnOnTwoFactor } from '@/test/two-factor';
import { buildTestApp, useTestApp } from '@/test/test-app';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

async function verifiedSignIn(app: ReturnType<typeof t>) {
  const email = uniqueEmail();
  await signUp(app, email);
  await confirmAddress(app, email);
  return call(app, 'POST', '/api/auth/sign-in/email', {
    body: { email, password: TEST_PASSWORD },
    clientAddress: nextClientAddress(),
  });
}

describe('the session cookie', () => {
  it('is HTTP-only and SameSite=Lax, and its session lasts 7 days', async () => {
    const before = Date.now();
    const response = await verifiedSignIn(t());
    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);

    const userId = ((await response.json()) as { user: { id: string } }).user.id;
    const [session] = await t()
      .database.db.select({ expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(eq(authSessions.userId, userId));
    const lifetime = session!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(lifetime).toBeLessThan(7 * DAY_MS + 60_000);
  });

  it('is also Secure in production', async () => {
    const production = buildTestApp(t().database, {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      BILLING: 'demo',
    });
    const response = await verifiedSignIn(production);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token'))!;
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('is the only place the token reaches the browser; auth answers carry neither it nor the Stripe ids', async () => {
    const { db } = t().database;
    const signedIn = await verifiedSignIn(t());
    const cookie = sessionCookieFrom(signedIn);
    const token = tokenOfCookie(cookie);
    const body = (await signedIn.json()) as Record<string, unknown> & { user: { id: string; email: string } };
    expect(body).not.toHaveProperty('token');
    expect(body.user).toMatchObject({ id: expect.any(String), email: expect.any(String) });
    await db
      .update(users)
      .set({ stripeCustomerId: 'cus_test_123', stripeSubscriptionId: 'sub_test_456' })
      .where(eq(users.id, body.user.id));

    const session = await call(t(), 'GET', '/api/auth/get-session', { cookie });
    const text = await session.text();
    expect(JSON.parse(text)).toMatchObject({ session: { userId: body.user.id }, user: { id: body.user.id } });
    expect(JSON.parse(text).session).not.toHaveProperty('token');
    for (const secret of [token, 'cus_test_123', 'sub_test_456']) expect(text).not.toContain(secret);

    const { totpURI } = await turnOnTwoFactor(t(), cookie);
    const verified = await call(t(), 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: await signInFirstStep(t(), body.user.email),
      body: { code: freshTotp(totpURI) },
    });
    expect(verified.status).toBe(200);
    const verifiedText = await verified.text();
    expect(verifiedText).not.toContain(tokenOfCookie(sessionCookieFrom(verified)));
    expect(JSON.parse(verifiedText)).not.toHaveProperty('token');
  });
});
