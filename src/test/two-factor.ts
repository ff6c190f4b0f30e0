import { expect } from 'vitest';
import type { TestApp } from './build-app';
import { TEST_PASSWORD } from './coaches';
import { call, nextClientAddress, sessionCookieFrom } from './http';
import { freshTotp } from './totp';

/**
 * Turns two-factor on for a signed-in account as the account page does: password, then a first
 * code from the authenticator. Returns the authenticator's URI, the backup codes and the session
 * cookie to use from then on.
 */
export async function turnOnTwoFactor(t: TestApp, cookie: string, password = TEST_PASSWORD) {
  const enabled = await call(t, 'POST', '/api/auth/two-factor/enable', { cookie, body: { password } });
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const verified = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
    cookie,
    body: { code: freshTotp(totpURI) },
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return { totpURI, backupCodes, cookie: sessionCookieFrom(verified) || cookie };
}

/** The first step of signing in to an account with two-factor on: a pending cookie, no session. */
export async function signInFirstStep(t: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await call(t, 'POST', '/api/auth/sign-in/email', {
    body: { email, password },
    clientAddress: nextClientAddress(),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  return sessionCookieFrom(response);
}

/** Both steps: password, then the authenticator's current code. Returns the session cookie. */
export async function signInWithTwoFactor(t: TestApp, email: string, totpURI: string, password = TEST_PASSWORD) {
  const verified = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
    cookie: await signInFirstStep(t, email, password),
    body: { code: freshTotp(totpURI) },
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return sessionCookieFrom(verified);
}
