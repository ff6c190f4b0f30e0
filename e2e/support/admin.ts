import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Cookie, Page } from '@playwright/test';
import { totpNow } from '../../src/test/totp';
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

/**
 * Types a code the server has not seen yet. A code is accepted once (ADR 038), and other workers
 * type this admin's codes too: the current step's, the next one's or the previous one's, as the
 * server allows, and at worst the next step's once it comes.
 */
async function verifyCode(request: APIRequestContext, totpURI: string) {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    for (const step of [now, now + 1, now - 1]) {
      const verified = await request.post('/api/auth/two-factor/verify-totp', {
        headers: ORIGIN_HEADER,
        data: { code: totpNow(totpURI, step * 30_000) },
      });
      const body = await verified.text();
      if (verified.status() === 200) return;
      expect(body, `two-factor code: ${body}`).toContain('TOTP_CODE_USED');
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 100));
  }
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

/** Where an admin's signed-in cookies are kept for the run, for the next journey to reuse. */
const sessionFile = (email: string) => path.join(E2E_DATA_DIR, `admin-session-${email}.json`);

/**
 * Signs the page in as an admin made by createAdmin: the session another journey opened, while it
 * is still good, else the password and a code from its authenticator. Each code opens one session
 * only, so twenty journeys signing in afresh would wait for codes.
 */
export async function signInAsAdmin(page: Page, email = E2E_ADMIN_EMAIL) {
  const admin: Coach = { email, password: COACH_PASSWORD };
  if (await reuseSession(page, email)) return admin;
  await signIn(page, admin);
  await verifyCode(page.request, fs.readFileSync(authenticatorFile(email), 'utf8'));
  const kept = `${sessionFile(email)}.${process.pid}`;
  fs.writeFileSync(kept, JSON.stringify(await page.context().cookies()));
  fs.renameSync(kept, sessionFile(email));
  return admin;
}

async function reuseSession(page: Page, email: string) {
  if (!fs.existsSync(sessionFile(email))) return false;
  await page.context().addCookies(JSON.parse(fs.readFileSync(sessionFile(email), 'utf8')) as Cookie[]);
  const me = await page.request.get('/api/me');
  if (me.ok() && ((await me.json()) as { user?: { email?: string } }).user?.email === email) return true;
  await page.context().clearCookies();
  return false;
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
