import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { TEST_PASSWORD, confirmAddress, signInWithLink, signUp, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { buildTestApp, useTestApp } from '@/test/test-app';

const t = useTestApp({ TRIAL_DAYS: '14' });

describe('sign-up, verification and sign-in', () => {
  it('signs up, verifies through the e-mailed link, signs in with an HTTP-only cookie and signs out', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);

    const [message] = t().outbox.messages;
    expect(message).toMatchObject({ to: email, subject: 'Confirm your e-mail address' });
    expect(message!.text).toMatch(/http:\/\/localhost:3000\/verify\?token=[^&\s]+&type=signup/);

    const early = await call(t(), 'POST', '/api/auth/sign-in/email', { body: { email, password: TEST_PASSWORD } });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ error: { code: 'EMAIL_NOT_VERIFIED' } });

    await confirmAddress(t(), email);

    const signedIn = await call(t(), 'POST', '/api/auth/sign-in/email', { body: { email, password: TEST_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookieFrom(signedIn);

    const me = await call(t(), 'GET', '/api/me', { cookie });
    const body = (await me.json()) as { user: { email: string }; access: Record<string, unknown> };
    expect(body.user.email).toBe(email);
    expect(body.access).toMatchObject({
      hasSubscription: true,
      isAdmin: false,
      subscriptionStatus: 'trial',
      daysRemaining: 14,
    });

    expect((await call(t(), 'POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect(await (await call(t(), 'GET', '/api/me', { cookie })).json()).toEqual({ user: null, access: null });
  });

  it('refuses a wrong password with the error shape of the API', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);
    const response = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'Wrong1Password' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
  });

  it('validates sign-in with the form’s schema', async () => {
    const response = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email: 'not-an-address', password: 'short' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address, Password must be at least 6 characters',
      },
    });
  });

  it('validates sign-up with the form’s schema and creates nothing', async () => {
    const email = uniqueEmail();
    const response = await call(t(), 'POST', '/api/auth/sign-up/email', {
      body: { email, password: 'short', name: '', termsAccepted: false },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('Password must be at least 8 characters long');
    expect(error.message).toContain('Password must contain at least one uppercase letter');
    expect(error.message).toContain('You must accept the Terms of Service and Privacy Policy');
    expect(t().outbox.messages).toHaveLength(0);
  });

  it('takes no name and no picture at sign-up, and creates nothing when one is sent (N11)', async () => {
    for (const extra of [{ name: 'admin@example.com' }, { name: '', image: 'x'.repeat(900_000) }]) {
      const email = uniqueEmail('profile-fields');
      const response = await call(t(), 'POST', '/api/auth/sign-up/email', {
        body: { email, password: TEST_PASSWORD, termsAccepted: true, ...extra },
        clientAddress: nextClientAddress(),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED');
      expect(await t().database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    expect(t().outbox.messages).toHaveLength(0);
  });

  it('does not verify with a made-up token', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);
    expect((await signInWithLink(t(), email, TEST_PASSWORD, 'not-a-token')).status).toBe(400);
  });
});

describe('rate limit', () => {
  const limited = useTestApp({ AUTH_RATE_LIMIT_MAX: '2' });

  it('answers 429 once an address exceeds the limit, whatever header the client forges', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await call(limited(), 'POST', '/api/auth/sign-in/email', {
        body: { email: 'nobody@example.com', password: 'Wrong1Password' },
        clientAddress: address,
        headers: { 'x-coach-logbook-client-ip': `203.0.113.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('an account added to ADMIN_EMAILS after sign-up', () => {
  const before = useTestApp();

  it('becomes an admin at its next sign-in', async () => {
    const email = uniqueEmail('later-admin');
    await signUp(before(), email);
    await confirmAddress(before(), email);
    const asCoach = await call(before(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
    });
    expect(await (await call(before(), 'GET', '/api/me', { cookie: sessionCookieFrom(asCoach) })).json()).toMatchObject(
      {
        user: { role: 'user' },
      },
    );

    const after = buildTestApp(before().database, { ADMIN_EMAILS: email });
    const signedIn = await call(after, 'POST', '/api/auth/sign-in/email', { body: { email, password: TEST_PASSWORD } });
    expect(await (await call(after, 'GET', '/api/me', { cookie: sessionCookieFrom(signedIn) })).json()).toMatchObject({
      user: { role: 'admin' },
      access: { isAdmin: true },
    });
  });
});

describe('administrators from ADMIN_EMAILS', () => {
  const admins = useTestApp({ ADMIN_EMAILS: 'Head.Coach@example.com' });

  it('makes the account an admin as soon as it exists', async () => {
    const email = 'head.coach@example.com';
    await signUp(admins(), email);
    await confirmAddress(admins(), email);
    const signedIn = await call(admins(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
    });
    const me = await call(admins(), 'GET', '/api/me', { cookie: sessionCookieFrom(signedIn) });
    expect(await me.json()).toMatchObject({
      user: { role: 'admin' },
      access: { isAdmin: true, hasSubscription: true },
    });
  });
});
