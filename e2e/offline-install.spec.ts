import fs from 'node:fs';
import path from 'node:path';
import { OFFLINE_BANNER, OFFLINE_CONSOLE_ERROR, openControlled } from './support/offline';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

test.use({ allowedConsoleError: OFFLINE_CONSOLE_ERROR });

/** The worker the e2e server serves (it serves the build in dist/client). */
const BUILT_WORKER = path.resolve(import.meta.dirname, '../dist/client/sw.js');

// Each test installs a worker and waits for the network to come and go.
test.describe.configure({ timeout: 60_000 });

test('the app is installable: a valid manifest, icons, and a worker registered from the root', async ({
  signedInPage: { page },
  context,
}) => {
  await openControlled(page, '/dashboard');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');

  const manifestResponse = await page.request.get(manifestHref!);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Coach Logbook',
    short_name: 'Coach Logbook',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  // Chromium's installability check: a 192 px and a 512 px PNG, and a maskable one for Android.
  for (const size of ['192x192', '512x512']) {
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.type === 'image/png')).toBe(true);
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(new URL(registration.script!).pathname).toBe('/sw.js');

  // What the worker keeps is the shell and static files, never an answer of the API.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

  // The start URL opens without a network, on the figures last seen (Lighthouse checked this).
  await context.setOffline(true);
  const offlineStart = await page.goto(manifest.start_url);
  expect(offlineStart?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByText('No data available. Please add clients and sessions first.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'dashboard offline');
});

test('a new worker taking control reloads the page once, with no loop', async ({ signedInPage: { page } }) => {
  // Counts page loads across reloads of this tab.
  await page.addInitScript(() => {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1));
  });
  await openControlled(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
  const loads = () => page.evaluate(() => Number(sessionStorage.getItem('loads')));
  const before = await loads();

  // A deploy: the server now has a worker with different bytes (restored afterwards). Playwright
  // cannot route the browser's own fetch of a worker script, so the built file itself changes.
  const original = fs.readFileSync(BUILT_WORKER, 'utf8');
  fs.writeFileSync(BUILT_WORKER, `${original}\n// next deploy`);
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  try {
    // Not awaited in the page: the reload it causes would end the evaluation.
    await page.evaluate(() => {
      void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    await reloaded;
  } finally {
    fs.writeFileSync(BUILT_WORKER, original);
  }
  expect(await loads()).toBe(before + 1);
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
  // Give a loop the time to show itself: the count stays.
  await page.waitForTimeout(2_000);
  expect(await loads()).toBe(before + 1);
});
