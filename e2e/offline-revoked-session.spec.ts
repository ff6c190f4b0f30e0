import type { Page } from '@playwright/test';
import { OFFLINE_CONSOLE_ERROR, openControlled } from './support/offline';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/paths';
import { keepScreenshot } from './support/screens';

test.use({ allowedConsoleError: OFFLINE_CONSOLE_ERROR });

// The test installs a worker and signs in twice.
test.describe.configure({ timeout: 60_000 });

/** The keys of what the page kept in IndexedDB to open offline. */
const snapshotKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('coach-logbook-offline');
        opened.onerror = () => reject(opened.error ?? new Error('IndexedDB could not be opened'));
        opened.onsuccess = () => {
          const keys = opened.result.transaction('snapshots').objectStore('snapshots').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String));
            opened.result.close();
          };
        };
      }),
  );

test('after "sign out of all other devices" elsewhere, the app no longer opens offline as the coach', async ({
  signedInPage: { page, coach },
  context,
  browser,
}) => {
  const created = await page.request.post('/api/clients', {
    headers: { origin: E2E_BASE_URL },
    data: { name: 'Confidential Client' },
  });
  expect(created.status()).toBe(201);
  await openControlled(page, '/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('link', { name: 'Confidential Client', exact: true }).first()).toBeVisible();
  await expect.poll(() => snapshotKeys(page)).toContain('me');

  // The coach's other device ends every other session, this browser's included.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, coach);
  await otherPage.goto('/account');
  await otherPage.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(otherPage.getByText('Signed out of other devices')).toBeVisible();
  await otherDevice.close();

  // This browser's next call meets a 401: it forgets what it kept and asks to sign in.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => snapshotKeys(page)).toEqual([]);

  // Offline, the worker still serves the app, but nothing opens it as the coach.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Failed to initialize application' })).toBeVisible();
  await expect(page.getByText('Confidential Client')).toHaveCount(0);
  await expect(page.getByText(coach.email)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'offline after the session was revoked');
  await context.setOffline(false);
});
