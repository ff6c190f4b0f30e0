import type { BrowserContext, Page } from '@playwright/test';
import { OFFLINE_BANNER, OFFLINE_CONSOLE_ERROR, openControlled } from './support/offline';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';
import { signOutFromMenu } from './support/navigation';

test.use({ allowedConsoleError: OFFLINE_CONSOLE_ERROR });

// Each test installs a worker and waits for the network to come and go.
test.describe.configure({ timeout: 60_000 });

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

async function addClient(page: Page, name: string) {
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function logSession(page: Page, { client, date, notes }: { client: string; date: string; notes: string }) {
  await page.getByRole('button', { name: 'Log session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log session' });
  await dialog.getByLabel('Client', { exact: true }).selectOption({ label: client });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Save session' }).click();
  await expect(dialog).toBeHidden();
}

async function savedSessions(page: Page) {
  const response = await page.request.get('/api/coaching-sessions');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { date: string; notes: string | null }[] }).items;
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
  await expect(page.getByText('No sessions found. Click "Log session" to log your first one.')).toBeVisible();

  await goOffline(context, page);
  expect(await networkEvents(page)).toEqual(['app-offline']);

  // The worker serves the shell; the page answers who is signed in, and the clients, from what it kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Coaching sessions' })).toBeVisible();
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
  // This page opened in the tunnel: whether the browser or a failed request told it so first
  // depends on the browser, but the way back is raised once.
  const events = await networkEvents(page);
  expect(events.at(-1)).toBe('app-online');
  expect(events.filter((name) => name === 'app-online')).toHaveLength(1);
  await expect(page.getByText('1 change saved to your account')).toBeVisible();
  await expect(page.getByRole('region', { name: 'On this device only' })).toBeHidden();
  await expect(page.getByRole('banner').getByText('waiting to sync')).toBeHidden();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('April 2, 2026Tunnel Client60 min');

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
  const dialog = page.getByRole('dialog', { name: 'Edit session' });
  await expect(dialog.getByLabel('Notes')).toHaveValue('These words must survive.');
  await expect(dialog.getByText('A session for this client on this date already exists.')).toBeVisible();

  // Refused again: the entry keeps the newest words even if the dialog is closed now.
  await dialog.getByLabel('Notes').fill('These words must survive, and these too.');
  await dialog.getByRole('button', { name: 'Save session' }).click();
  await expect(
    page.locator('[data-sonner-toast][data-type="error"]').filter({ visible: true, hasNotText: 'Not saved' }),
  ).toContainText('A session for this client on this date already exists.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await waiting.getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog.getByLabel('Notes')).toHaveValue('These words must survive, and these too.');
  await dialog.getByLabel('Date').fill('2026-04-04');
  await dialog.getByRole('button', { name: 'Save session' }).click();
  await expect(dialog).toBeHidden();
  // The newest toast sits in front (index 0); the one from the first session may still be showing.
  await expect(page.locator('[data-sonner-toast][data-index="0"]')).toContainText(
    'Session with Duplicate Client on 4 April saved',
  );
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
  await page.getByRole('link', { name: 'Add supervision' }).click();
  await page.getByLabel('Supervisor Name').fill('Dr Jane Smith');
  await page.getByLabel('Date').fill('2026-04-05');
  await page.getByLabel('Topics').fill('ethics, boundaries');
  await page.getByRole('button', { name: 'Save supervision' }).click();
  await expect(page.getByRole('heading', { name: 'Supervision Sessions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On this device only' })).toContainText('Dr Jane Smith · 60 min');

  await page.goto('/cpd');
  await page.getByRole('button', { name: 'Add CPD activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add CPD activity' });
  await dialog.getByLabel('Title').fill('Ethics webinar');
  await dialog.getByLabel('Hours').fill('1.5');
  await dialog.getByRole('button', { name: 'Save activity' }).click();
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
  await signOutFromMenu(page);
  await expect
    .poll(() => questions)
    .toEqual(['2 changes are waiting to sync and will be lost if you sign out now. Sign out anyway?']);
  await expect(page.getByRole('banner').getByText('2 changes waiting to sync')).toBeVisible();

  page.once('dialog', (question) => void question.accept());
  await signOutFromMenu(page);
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
