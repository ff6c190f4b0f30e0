import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, KNOWN_CONSOLE_ERROR, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

// Offline, every call the page still tries fails in the browser's log: that is the point here.
test.use({
  allowedConsoleError: new RegExp(
    `${KNOWN_CONSOLE_ERROR.source}|Failed to load resource: net::ERR_INTERNET_DISCONNECTED`,
  ),
});

/** The worker the e2e server serves (it serves the build in dist/client). */
const BUILT_WORKER = path.resolve(import.meta.dirname, '../dist/client/sw.js');

// Each test installs a worker and waits for the network to come and go.
test.describe.configure({ timeout: 60_000 });

const OFFLINE_BANNER =
  'You are offline. Sessions, supervision and CPD you log are kept on this device and sent when you are back online.';

/** Records the app's network events on `window` from the first script of every page load. */
async function recordNetworkEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { networkEvents: string[] }).networkEvents = seen;
    for (const name of ['app-offline', 'app-online']) window.addEventListener(name, () => seen.push(name));
  });
}

const networkEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { networkEvents: string[] }).networkEvents);

/** Opens `path` and waits until the service worker controls the page, so that it can work offline. */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  // Installing precaches the whole build, which takes a while on a busy machine.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 30_000,
      message: 'a service worker controls the page',
    })
    .not.toBe('none');
}

async function addClient(page: Page, name: string) {
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save Client' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function logSession(page: Page, { client, date, notes }: { client: string; date: string; notes: string }) {
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await dialog.getByLabel('Client', { exact: true }).selectOption({ label: client });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(dialog).toBeHidden();
}

async function savedSessions(page: Page) {
  const response = await page.request.get('/api/coaching-sessions');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessions: { date: string; notes: string | null }[] }).sessions;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
}

test('the app opens offline, and a session logged in the tunnel is saved once when the network returns', async ({
  signedInPage: { page },
  context,
}) => {
  await recordNetworkEvents(page);
  await addClient(page, 'Tunnel Client');
  await openControlled(page, '/sessions');
  await expect(page.getByText('No sessions found. Click "Add Session" to log your first one.')).toBeVisible();

  await goOffline(context, page);
  expect(await networkEvents(page)).toEqual(['app-offline']);

  // The worker serves the shell; the page answers who is signed in, and the clients, from what it kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Coaching Sessions' })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await logSession(page, { client: 'Tunnel Client', date: '2026-04-02', notes: 'Every word typed on the train.' });
  await expect(page.getByText('Waiting to sync: it will be sent when you are back online.')).toBeVisible();
  const waiting = page.getByRole('region', { name: 'On this device only' });
  await expect(waiting).toContainText('Tunnel Client · 60 min');
  await expect(waiting).toContainText('Waiting to sync');
  await expect(page.getByRole('banner').getByText('1 change waiting to sync')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'session waiting to sync');

  // A reload in the tunnel loses nothing.
  await page.reload();
  await expect(page.getByRole('region', { name: 'On this device only' })).toContainText('Tunnel Client · 60 min');

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  expect(await networkEvents(page)).toEqual(['app-online']);
  await expect(page.getByText('1 change saved to your account')).toBeVisible();
  await expect(page.getByRole('region', { name: 'On this device only' })).toBeHidden();
  await expect(page.getByRole('banner').getByText('waiting to sync')).toBeHidden();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('April 2, 2026Tunnel Client60 minutes');

  // Saved exactly once, even though the page and the worker may both have sent it.
  const sessions = await savedSessions(page);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]).toMatchObject({ date: '2026-04-02', notes: 'Every word typed on the train.' });
});

test('a session the server refuses after the tunnel stays on the device, with its words, to be corrected', async ({
  signedInPage: { page },
  context,
}) => {
  await addClient(page, 'Duplicate Client');
  await openControlled(page, '/sessions');
  await logSession(page, { client: 'Duplicate Client', date: '2026-04-03', notes: 'Logged online first.' });

  await goOffline(context, page);
  await logSession(page, { client: 'Duplicate Client', date: '2026-04-03', notes: 'These words must survive.' });
  await context.setOffline(false);

  const waiting = page.getByRole('region', { name: 'On this device only' });
  await expect(waiting).toContainText('Not saved: A session for this client on this date already exists.');
  await expect(page.locator('[data-sonner-toast][data-type="error"]').filter({ visible: true })).toContainText(
    'Not saved: A session for this client on this date already exists.',
  );
  await expect(page.getByRole('banner').getByText('1 change waiting to sync')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'refused session kept for editing');

  await waiting.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await expect(dialog.getByLabel('Notes')).toHaveValue('These words must survive.');
  await expect(dialog.getByText('A session for this client on this date already exists.')).toBeVisible();

  // Refused again: the entry keeps the newest words even if the dialog is closed now.
  await dialog.getByLabel('Notes').fill('These words must survive, and these too.');
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(
    page.locator('[data-sonner-toast][data-type="error"]').filter({ visible: true, hasNotText: 'Not saved' }),
  ).toContainText('A session for this client on this date already exists.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await waiting.getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog.getByLabel('Notes')).toHaveValue('These words must survive, and these too.');
  await dialog.getByLabel('Date').fill('2026-04-04');
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(dialog).toBeHidden();
  // The newest toast sits in front (index 0); the one from the first session may still be showing.
  await expect(page.locator('[data-sonner-toast][data-index="0"]')).toContainText('Session created successfully');
  await expect(waiting).toBeHidden();

  const sessions = await savedSessions(page);
  expect(sessions.map((session) => [session.date, session.notes])).toEqual([
    ['2026-04-04', 'These words must survive, and these too.'],
    ['2026-04-03', 'Logged online first.'],
  ]);
});

test('supervision and CPD logged offline sync too, and signing out asks before discarding what is left', async ({
  signedInPage: { page },
  context,
}) => {
  await openControlled(page, '/supervision');
  await goOffline(context, page);
  await page.getByRole('link', { name: 'Add Session' }).click();
  await page.getByLabel('Supervisor Name').fill('Dr Jane Smith');
  await page.getByLabel('Date').fill('2026-04-05');
  await page.getByLabel('Topics').fill('ethics, boundaries');
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByRole('heading', { name: 'Supervision Sessions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On this device only' })).toContainText('Dr Jane Smith · 60 min');

  await page.goto('/cpd');
  await page.getByRole('button', { name: 'Add CPD Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add CPD Activity' });
  await dialog.getByLabel('Title').fill('Ethics webinar');
  await dialog.getByLabel('Hours').fill('1.5');
  await dialog.getByRole('button', { name: 'Save Activity' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'On this device only' })).toContainText('Ethics webinar · 1.5 h');
  await expect(page.getByRole('banner').getByText('2 changes waiting to sync')).toBeVisible();
  await keepScreenshot(page, 'cpd waiting to sync');

  // Still offline: signing out would lose both. The first answer keeps them; the second discards.
  const questions: string[] = [];
  page.once('dialog', (question) => {
    questions.push(question.message());
    void question.dismiss();
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect
    .poll(() => questions)
    .toEqual(['2 changes are waiting to sync and will be lost if you sign out now. Sign out anyway?']);
  await expect(page.getByRole('banner').getByText('2 changes waiting to sync')).toBeVisible();

  page.once('dialog', (question) => void question.accept());
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The server never saw them, and nothing is left on the device to send as anyone.
  await context.setOffline(false);
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('coach-logbook-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(left).toBe(0);
});

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
