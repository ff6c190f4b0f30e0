import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTwoFactors, users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { totpNow } from '@/test/totp';
import { signInFirstStep as firstStep, turnOnTwoFactor } from '@/test/two-factor';

const t = useTestApp();

const meOf = async (cookie: string) => (await call(t(), 'GET', '/api/me', { cookie })).json();

const turnOn = (cookie: string) => turnOnTwoFactor(t(), cookie);
const signInFirstStep = (email: string) => firstStep(t(), email);

describe('two-factor authentication', () => {
  it('is off until a first code from the authenticator is typed back', async () => {
    const { email, cookie } = await createCoach(t());
    const enabled = await call(t(), 'POST', '/api/auth/two-factor/enable', {
      cookie,
      body: { password: TEST_PASSWORD },
    });
    const { totpURI, backupCodes } = await enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Coach%20Logbook:/);
    expect(backupCodes).toHaveLength(10);
    const [row] = await t().database.db.select().from(users).where(eq(users.email, email));
    expect(row!.twoFactorEnabled).toBe(false);

    const [stored] = await t().database.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, row!.id));
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expect(stored!.secret).not.toContain(secret);
    for (const code of backupCodes) expect(stored!.backupCodes).not.toContain(code);

    const verified = await call(t(), 'POST', '/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: totpNow(totpURI) },
    });
    expect(verified.status).toBe(200);
    const [after] = await t().database.db.select().from(users).where(eq(users.email, email));
    expect(after!.twoFactorEnabled).toBe(true);
  });

  it('asks for the password to turn on, and refuses a malformed code', async () => {
    const { cookie } = await createCoach(t());
    const noPassword = await call(t(), 'POST', '/api/auth/two-factor/enable', { cookie, body: {} });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).error.message).toBe('Please enter your password');
    const wrong = await call(t(), 'POST', '/api/auth/two-factor/enable', {
      cookie,
      body: { password: 'Wrong1Password' },
    });
    expect(wrong.status).toBe(400);
    const malformed = await call(t(), 'POST', '/api/auth/two-factor/verify-totp', { cookie, body: { code: '12ab' } });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBe('Enter the 6-digit code from your authenticator app');
  });

  it('makes a sign-in wait for a code: no session until it is given, and a wrong code gives none', async () => {
    const { email, cookie } = await createCoach(t());
    const { totpURI } = await turnOn(cookie);

    const pending = await signInFirstStep(email);
    expect((await meOf(pending)).user).toBeNull();
    const wrong = await call(t(), 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: totpNow(totpURI) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(401);

    const verified = await call(t(), 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: totpNow(totpURI) },
    });
    expect(verified.status).toBe(200);
    expect((await meOf(sessionCookieFrom(verified))).user.email).toBe(email);
  });

  it('lets a backup code stand in for the authenticator once', async () => {
    const { email, cookie } = await createCoach(t());
    const { backupCodes } = await turnOn(cookie);

    const first = await call(t(), 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: await signInFirstStep(email),
      body: { code: backupCodes[0] },
    });
    expect(first.status).toBe(200);
    expect((await meOf(sessionCookieFrom(first))).user.email).toBe(email);

    const again = await call(t(), 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: await signInFirstStep(email),
      body: { code: backupCodes[0] },
    });
    expect(again.status).toBe(401);
  });

  it('turns off with the password, and sign-in is one step again', async () => {
    const { email, cookie } = await createCoach(t());
    const { cookie: current } = await turnOn(cookie);
    const disabled = await call(t(), 'POST', '/api/auth/two-factor/disable', {
      cookie: current,
      body: { password: TEST_PASSWORD },
    });
    expect(disabled.status).toBe(200);
    const signIn = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: nextClientAddress(),
    });
    expect((await meOf(sessionCookieFrom(signIn))).user.email).toBe(email);
  });
});
