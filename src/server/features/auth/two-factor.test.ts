import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTwoFactors, users } from '@/server/db/schema';
import { ADMIN_EMAIL, createAdmin, userIdOf } from '@/test/admins';
import { TEST_PASSWORD, createCoach } from '@/test/coaches';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { freshTotp, totpNow } from '@/test/totp';
import { signInFirstStep as firstStep, turnOnTwoFactor } from '@/test/two-factor';

const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });

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
      body: { code: freshTotp(totpURI) },
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
      body: { code: freshTotp(totpURI) },
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

const verifyCode = (cookie: string, code: string, trustDevice = false) =>
  call(t(), 'POST', '/api/auth/two-factor/verify-totp', { cookie, body: { code, trustDevice } });

describe('a code from the authenticator (issue 28, N6)', () => {
  it('is accepted once: the same code opens no second session, even within its 30 seconds', async () => {
    const { email, cookie } = await createCoach(t());
    const { totpURI } = await turnOn(cookie);
    const code = freshTotp(totpURI);
    expect((await verifyCode(await signInFirstStep(email), code)).status).toBe(200);

    const replayed = await verifyCode(await signInFirstStep(email), code);
    expect(replayed.status).toBe(401);
    expect((await replayed.json()).error.code).toBe('TOTP_CODE_USED');
    expect((await meOf(sessionCookieFrom(replayed))).user).toBeNull();
    // The next code works as ever.
    expect((await verifyCode(await signInFirstStep(email), freshTotp(totpURI))).status).toBe(200);
  });
});

/** The browser's "trust this device" cookie, from an answer that set it. */
const trustCookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.includes('trust_device') && !pair.endsWith('='));

/** A password sign-in from a browser holding `trust`: a session straight away, or a code asked for. */
async function signInTrusted(email: string, trust: string) {
  const response = await call(t(), 'POST', '/api/auth/sign-in/email', {
    cookie: trust,
    body: { email, password: TEST_PASSWORD },
    clientAddress: nextClientAddress(),
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  return { asksForCode: body.twoFactorRedirect === true, trust: trustCookieFrom(response) ?? trust };
}

describe('a browser trusted to skip the code (issue 28, N10)', () => {
  async function trustedBrowser(account: { email: string; cookie: string; totpURI?: string }) {
    const totpURI = account.totpURI ?? (await turnOn(account.cookie)).totpURI;
    const verified = await verifyCode(await signInFirstStep(account.email), freshTotp(totpURI), true);
    expect(verified.status).toBe(200);
    const trusted = await signInTrusted(account.email, trustCookieFrom(verified)!);
    expect(trusted.asksForCode).toBe(false);
    return { ...account, trust: trusted.trust, session: sessionCookieFrom(verified) };
  }

  it('is forgotten when the coach signs out everywhere: the password alone no longer passes', async () => {
    const coach = await trustedBrowser(await createCoach(t()));
    const revoked = await call(t(), 'POST', '/api/auth/revoke-sessions', { cookie: coach.session, body: {} });
    expect(revoked.status).toBe(200);
    expect((await signInTrusted(coach.email, coach.trust)).asksForCode).toBe(true);
  });

  it('is forgotten when an admin signs the user out everywhere', async () => {
    const admin = await createAdmin(t());
    const coach = await trustedBrowser(await createCoach(t()));
    const userId = await userIdOf(t(), coach.session);
    const ended = await call(t(), 'DELETE', `/api/admin/users/${userId}/sessions`, { cookie: admin.cookie });
    expect(ended.status).toBe(200);
    expect((await signInTrusted(coach.email, coach.trust)).asksForCode).toBe(true);
    // The admin's own trusted browsers are the admin's: untouched by another user's sign-out.
    const adminBrowser = await trustedBrowser(admin);
    expect((await signInTrusted(admin.email, adminBrowser.trust)).asksForCode).toBe(false);
  });

  it('is forgotten when the password changes', async () => {
    const coach = await trustedBrowser(await createCoach(t()));
    const changed = await call(t(), 'POST', '/api/auth/change-password', {
      cookie: coach.session,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Lantern8Harbour', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    const response = await call(t(), 'POST', '/api/auth/sign-in/email', {
      cookie: coach.trust,
      body: { email: coach.email, password: 'Lantern8Harbour' },
      clientAddress: nextClientAddress(),
    });
    expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  });
});
