import { expect } from 'vitest';
import { call, nextClientAddress, sessionCookieFrom } from './http';
import type { TestApp } from './build-app';
import { captchaPayload } from './captcha';

export const TEST_PASSWORD = 'Harbour7Lantern';

let coachCounter = 0;

export function uniqueEmail(prefix = 'coach') {
  coachCounter += 1;
  return `${prefix}-${coachCounter}-${Date.now()}@example.com`;
}

export function tokenFromOutbox(t: TestApp, email: string, page: 'verify' | 'reset-password') {
  const message = [...t.outbox.messages].reverse().find((item) => item.to === email && item.text.includes(`/${page}?`));
  const token = message?.text.match(/[?&]token=([^&\s]+)/)?.[1];
  if (!token) throw new Error(`No ${page} e-mail for ${email}`);
  return token;
}

/** Signs up through the API, solving the captcha as the form's widget would when it is on. */
export async function signUp(t: TestApp, email: string, password = TEST_PASSWORD) {
  const captcha = t.deps.captcha.enabled ? await captchaPayload(t) : undefined;
  const response = await call(t, 'POST', '/api/auth/sign-up/email', {
    body: { email, password, name: '', termsAccepted: true, captcha },
    clientAddress: nextClientAddress(),
  });
  expect(response.status).toBe(200);
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await call(t, 'POST', '/api/auth/sign-in/email', {
    body: { email, password },
    clientAddress: nextClientAddress(),
  });
  expect(response.status).toBe(200);
  return sessionCookieFrom(response);
}

/**
 * What the page of a confirmation link does: a sign-in with the link and the password, which
 * confirms the address when the password is the one the link was sent for.
 */
export function signInWithLink(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
  token = tokenFromOutbox(t, email, 'verify'),
) {
  return call(t, 'POST', '/api/auth/sign-in/email', {
    body: { email, password, confirmation: token },
    clientAddress: nextClientAddress(),
  });
}

/** Confirms a new account's address as its owner does (the link and the password): a sign-in too. */
export async function confirmAddress(t: TestApp, email: string, password = TEST_PASSWORD) {
  const confirmed = await signInWithLink(t, email, password);
  expect(confirmed.status).toBe(200);
  return confirmed;
}

/** A verified, signed-in coach on a fresh trial; returns the session cookie and the e-mail. */
export async function createCoach(t: TestApp, email = uniqueEmail()) {
  await signUp(t, email);
  return { email, cookie: sessionCookieFrom(await confirmAddress(t, email)) };
}
