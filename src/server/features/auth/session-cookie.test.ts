import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '@/server/db/schema';
import { TEST_PASSWORD, signUp, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { buildTestApp, useTestApp } from '@/test/test-app';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

async function verifiedSignIn(app: ReturnType<typeof t>) {
  const email = uniqueEmail();
  await signUp(app, email);
  await call(app, 'GET', `/api/auth/verify-email?token=${tokenFromOutbox(app, email, 'verify')}`);
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
});
