import { describe, expect, it } from 'vitest';
import { captchaSolutions } from '@/server/db/schema';
import { captchaPayload, expiredCaptchaPayload } from '@/test/captcha';
import { TEST_PASSWORD, createCoach, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp({ CAPTCHA: 'on' });

const signUpBody = (email: string, captcha?: string) => ({
  email,
  password: TEST_PASSWORD,
  name: '',
  termsAccepted: true,
  captcha,
});
const signUp = (body: unknown) =>
  call(t(), 'POST', '/api/auth/sign-up/email', { body, clientAddress: nextClientAddress() });
const requestReset = (email: string, captcha?: string) =>
  call(t(), 'POST', '/api/auth/request-password-reset', {
    body: { email, redirectTo: '/reset-password', captcha },
    clientAddress: nextClientAddress(),
  });

async function expectRefused(response: Response, message: RegExp) {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe('CAPTCHA_FAILED');
  expect(error.message).toMatch(message);
}

describe('the captcha challenge', () => {
  it('is a signed proof-of-work challenge that expires, fetched with GET and never cached', async () => {
    const response = await call(t(), 'GET', '/api/captcha/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = await response.json();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const config = await (await call(t(), 'GET', '/api/config')).json();
    expect(config.captcha).toBe(true);
  });
});

describe('sign-up with the captcha on', () => {
  it('creates the account with a solved challenge', async () => {
    const email = uniqueEmail();
    const response = await signUp(signUpBody(email, await captchaPayload(t())));
    expect(response.status).toBe(200);
    expect(t().outbox.messages.some((message) => message.to === email)).toBe(true);
  });

  it('refuses a missing, forged, tampered, expired or replayed solution, and creates nothing', async () => {
    await expectRefused(await signUp(signUpBody(uniqueEmail())), /wait for the "I'm not a robot" check/);
    await expectRefused(await signUp(signUpBody(uniqueEmail(), 'not-a-payload')), /did not pass/);

    const solved = JSON.parse(Buffer.from(await captchaPayload(t()), 'base64').toString()) as {
      solution: { derivedKey: string; counter: number };
    };
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: 'ab'.repeat(32) } };
    const wrong = Buffer.from(JSON.stringify(wrongKey)).toString('base64');
    await expectRefused(await signUp(signUpBody(uniqueEmail(), wrong)), /did not pass/);

    await expectRefused(await signUp(signUpBody(uniqueEmail(), await expiredCaptchaPayload())), /has expired/);

    const payload = await captchaPayload(t());
    expect((await signUp(signUpBody(uniqueEmail(), payload))).status).toBe(200);
    await expectRefused(await signUp(signUpBody(uniqueEmail(), payload)), /already been used/);
    expect(t().outbox.messages).toHaveLength(1);
  });

  it('checks the form first, so a refused password does not spend the solution', async () => {
    const payload = await captchaPayload(t());
    const common = await signUp({ ...signUpBody(uniqueEmail(), payload), password: 'Password1' });
    expect((await common.json()).error.code).toBe('VALIDATION_FAILED');
    expect((await signUp(signUpBody(uniqueEmail(), payload))).status).toBe(200);
  });

  it('keeps spent solutions only until they expire', async () => {
    const { db } = t().database;
    await db
      .insert(captchaSolutions)
      .values({ challengeSignature: 'long-gone', expiresAt: new Date(Date.now() - 1000) });
    await signUp(signUpBody(uniqueEmail(), await captchaPayload(t())));
    const spent = await db.select({ signature: captchaSolutions.challengeSignature }).from(captchaSolutions);
    expect(spent).toHaveLength(1);
    expect(spent[0]!.signature).not.toBe('long-gone');
  });
});

describe('password-reset requests with the captcha on', () => {
  it('sends the link with a solved challenge and refuses the same solution again', async () => {
    const { email } = await createCoach(t());
    const payload = await captchaPayload(t());
    expect((await requestReset(email, payload)).status).toBe(200);
    expect(t().outbox.messages.filter((message) => message.text.includes('/reset-password?'))).toHaveLength(1);
    await expectRefused(await requestReset(email, payload), /already been used/);
    await expectRefused(await requestReset(email), /wait for the "I'm not a robot" check/);
    await expectRefused(await requestReset(email, await expiredCaptchaPayload()), /has expired/);
    expect(t().outbox.messages.filter((message) => message.text.includes('/reset-password?'))).toHaveLength(1);
  });
});

describe('with CAPTCHA=off', () => {
  const off = useTestApp({ CAPTCHA: 'off' });

  it('signs up and sends reset links without a solution, and serves no challenge', async () => {
    const email = uniqueEmail();
    const signedUp = await call(off(), 'POST', '/api/auth/sign-up/email', { body: signUpBody(email) });
    expect(signedUp.status).toBe(200);
    const reset = await call(off(), 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    });
    expect(reset.status).toBe(200);
    expect((await call(off(), 'GET', '/api/captcha/challenge')).status).toBe(404);
    expect((await (await call(off(), 'GET', '/api/config')).json()).captcha).toBe(false);
  });
});
