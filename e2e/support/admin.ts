import type { APIRequestContext, Page } from '@playwright/test';
import { COACH_PASSWORD, createVerifiedCoach, expect, signIn, type Coach } from './fixtures';
import { E2E_ADMIN_EMAIL, E2E_BASE_URL } from './paths';
import { keepScreenshot } from './screens';

const ORIGIN_HEADER = { origin: E2E_BASE_URL };
const admin: Coach = { email: E2E_ADMIN_EMAIL, password: COACH_PASSWORD };

/** Signs the page in as the ADMIN_EMAILS admin, creating that account on first use in a run. */
export async function signInAsAdmin(page: Page) {
  const attempt = await page.request.post('/api/auth/sign-in/email', {
    headers: ORIGIN_HEADER,
    data: { email: admin.email, password: admin.password },
  });
  if (attempt.status() !== 200) {
    await createVerifiedCoach(page.request, admin.email);
    await signIn(page, admin);
  }
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
