import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { freshTotp } from '../../src/test/totp';
import { COACH_PASSWORD, createVerifiedCoach, expect, signIn, type Coach } from './fixtures';
import { E2E_ADMIN_EMAIL, E2E_BASE_URL, E2E_DATA_DIR } from './paths';
import { keepScreenshot } from './screens';

const ORIGIN_HEADER = { origin: E2E_BASE_URL };

/**
 * Where an admin's authenticator secret is kept for the run: beside the server's data, emptied
 * with it, because the worker that made the account may be replaced after a failed test.
 */
const authenticatorFile = (email: string) => path.join(E2E_DATA_DIR, `authenticator-${email}.txt`);

/** Turns two-factor on for the signed-in account of `request`, as the account page does, and remembers it. */
async function turnOnTwoFactor(request: APIRequestContext, account: Coach) {
  const enabled = await request.post('/api/auth/two-factor/enable', {
    headers: ORIGIN_HEADER,
    data: { password: account.password },
  });
  expect(enabled.status(), `two-factor for ${account.email}: ${await enabled.text()}`).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  await verifyCode(request, totpURI);
  fs.writeFileSync(authenticatorFile(account.email), totpURI);
}

async function verifyCode(request: APIRequestContext, totpURI: string) {
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    headers: ORIGIN_HEADER,
    data: { code: freshTotp(totpURI) },
  });
  expect(verified.status(), `two-factor code: ${await verified.text()}`).toBe(200);
}

/**
 * Creates an ADMIN_EMAILS admin with two-factor on (the admin screens require it). Runs once per
 * run, before the workers start (global-setup.ts), so that two workers never race to create it.
 */
export async function createAdmin(request: APIRequestContext, email: string) {
  const admin: Coach = { email, password: COACH_PASSWORD };
  await createVerifiedCoach(request, email);
  await signIn({ request }, admin);
  await turnOnTwoFactor(request, admin);
}

/** Signs the page in as an admin made by createAdmin: the password, then a code from its authenticator. */
export async function signInAsAdmin(page: Page, email = E2E_ADMIN_EMAIL) {
  const admin: Coach = { email, password: COACH_PASSWORD };
  await signIn(page, admin);
  await verifyCode(page.request, fs.readFileSync(authenticatorFile(email), 'utf8'));
  return admin;
}

/** The id of the account signed in on this request context. */
export async function userIdOf(request: APIRequestContext) {
  const me = (await (await request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

/** Calls an admin endpoint as the page's signed-in admin; fails the test unless it succeeds. */
export async function adminApi(page: Page, method: 'POST' | 'PATCH' | 'PUT', path: string, data: unknown) {
  const response = await page.request.fetch(path, { method, headers: ORIGIN_HEADER, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** A visible toast with this description, and its title. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description }).filter({ visible: true });
  await expect(toast.first()).toContainText(title);
}

/** Keeps a screenshot of the screen at phone width, then returns to desktop width. */
export async function atPhoneWidth(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name} (phone)`);
  await page.setViewportSize({ width: 1280, height: 720 });
}
