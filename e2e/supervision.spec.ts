import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/paths';
import { keepScreenshot } from './support/screens';

// Dates on screen are in the browser's locale; fixing it makes '5 March 2026' the expected text.
test.use({ locale: 'en-GB' });

const EMPTY = 'No supervision sessions found. Click "Add supervision" to create one.';

/** A sonner toast, found by its description, showing its title too. */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}

function localToday() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

async function addThroughApi(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/supervision-sessions', {
    headers: { origin: E2E_BASE_URL },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a coach records, edits and deletes a supervision session', async ({ signedInPage: { page } }) => {
  await page.goto('/supervision');
  await expect(page.getByRole('heading', { name: 'Supervision Sessions' })).toBeVisible();
  await expect(page.getByText('Manage your coaching supervision sessions')).toBeVisible();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'supervision list, empty');

  await page.getByRole('link', { name: 'Add supervision' }).click();
  await expect(page).toHaveURL(/\/supervision\/new$/);
  await expect(page.getByRole('dialog', { name: 'Add supervision' })).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(localToday());
  await expect(page.getByLabel('Duration (minutes)')).toHaveValue('60');
  await expect(page.getByLabel('Supervision type')).toHaveValue('individual');
  await expect(page.getByText('Separate topics with commas')).toBeVisible();

  await page.getByLabel('Supervisor Name').fill('J');
  await page.getByLabel('Date', { exact: true }).fill('');
  await page.getByLabel('Duration (minutes)').fill('0');
  await page.getByRole('button', { name: 'Save supervision' }).click();
  for (const message of [
    'Supervisor name must be at least 2 characters',
    'A date is required',
    'Duration must be at least 1 minute',
    'Topics are required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Topics')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'supervision form with errors');

  await page.getByLabel('Supervisor Name').fill('Dr Jane Smith');
  await page.getByLabel('Date', { exact: true }).fill('2026-03-05');
  await page.getByLabel('Duration (minutes)').fill('90');
  await page.getByLabel('Topics').fill(' Ethics ,  Boundaries, ');
  await page.getByLabel('Supervision type').selectOption({ label: 'Group' });
  await page.getByLabel("Supervisor's accreditation").fill('EMCC ESIA');
  await page.getByLabel('Notes').fill('Explored a difficult contracting conversation.');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'supervision form, filled in');
  await page.getByRole('button', { name: 'Save supervision' }).click();
  await expectToast(page, 'Success', 'Supervision session created successfully');
  await expect(page).toHaveURL(/\/supervision$/);

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Supervisor', 'Duration', 'Topics', 'Actions']);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([
    '5 March 2026',
    'Dr Jane Smith',
    '1 h 30 min',
    'Ethics, Boundaries',
    /Edit/,
  ]);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'supervision list');

  await page.getByRole('link', { name: 'Edit supervision session of 5 March 2026' }).click();
  await expect(page).toHaveURL(/\/supervision\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog', { name: 'Edit supervision' })).toBeVisible();
  await expect(page.getByLabel('Supervisor Name')).toHaveValue('Dr Jane Smith');
  await expect(page.getByLabel('Topics')).toHaveValue('Ethics, Boundaries');
  await expect(page.getByLabel('Supervision type')).toHaveValue('group');
  await expect(page.getByLabel('Notes')).toHaveValue('Explored a difficult contracting conversation.');
  await page.getByLabel('Duration (minutes)').fill('75');
  await page.getByLabel('Topics').fill('Ethics');
  await page.getByRole('button', { name: 'Save supervision' }).click();
  await expectToast(page, 'Success', 'Supervision session updated successfully');
  await expect(row.getByRole('cell')).toHaveText(['5 March 2026', 'Dr Jane Smith', '1 h 15 min', 'Ethics', /Edit/]);

  await page.getByRole('button', { name: 'Actions for supervision session of 5 March 2026' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('This will permanently delete the supervision session.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'supervision delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(table).toContainText('Dr Jane Smith');

  await page.getByRole('button', { name: 'Actions for supervision session of 5 March 2026' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Success', 'Supervision session deleted successfully');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await page.reload();
  await expect(page.getByText(EMPTY)).toBeVisible();
});

test('the list is newest first and the form cancels back without saving', async ({ signedInPage: { page } }) => {
  await addThroughApi(page, { supervisorName: 'Older Supervisor', date: '2026-01-10', duration: 45, topics: 'Ethics' });
  await addThroughApi(page, { supervisorName: 'Newer Supervisor', date: '2026-02-20', topics: ['Boundaries'] });
  await page.goto('/supervision');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('20 February 2026');
  await expect(rows.nth(1)).toContainText('60 min');
  await expect(rows.nth(2)).toContainText('10 January 2026');

  await page.getByRole('link', { name: 'Edit supervision session of 10 January 2026' }).click();
  await page.getByLabel('Supervisor Name').fill('Changed but not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/supervision$/);
  await expect(rows.nth(2)).toContainText('Older Supervisor');
});

test('an unknown session id shows a way back', async ({ signedInPage: { page } }) => {
  await page.goto('/supervision/edit/00000000-0000-4000-8000-000000000000');
  const dialog = page.getByRole('dialog', { name: 'Edit supervision' });
  await expect(dialog.getByRole('alert')).toHaveText('Supervision session not found');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/supervision$/);
  await expect(page.getByRole('heading', { name: 'Supervision Sessions' })).toBeVisible();
});

test('saving after the session has ended says why and goes to the login page', async ({ signedInPage: { page } }) => {
  await page.goto('/supervision/new');
  await page.getByLabel('Supervisor Name').fill('Dr Jane Smith');
  await page.getByLabel('Topics').fill('Ethics');
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin: E2E_BASE_URL }, data: {} });
  expect(signOut.status()).toBe(200);
  await page.getByRole('button', { name: 'Save supervision' }).click();
  await expectToast(page, 'Authentication Error', 'You must be logged in to create a supervision session');
  await expect(page).toHaveURL(/\/login/);
});

test.describe('when the server cannot answer', () => {
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of (4\d\d|503)/ });

  // The list's address carries its page; a session's own address does not match.
  const SUPERVISION_LIST = /\/api\/supervision-sessions(\?|$)/;

  test('shows the error inline and in a toast, and Retry loads it', async ({ signedInPage: { page } }) => {
    // The database being down is the failure a coach can meet; the query retries it before giving up.
    await page.route(SUPERVISION_LIST, (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'DATABASE_UNAVAILABLE', message: 'The service is temporarily unavailable.' } },
      }),
    );
    await page.goto('/supervision');
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load supervision sessions' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expectToast(page, 'Error', 'Could not load supervision sessions');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'supervision list, load error');

    await page.unroute(SUPERVISION_LIST);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(EMPTY)).toBeVisible();
  });

  test('a failed save keeps what was typed, and a failed delete says so', async ({ signedInPage: { page } }) => {
    await addThroughApi(page, { supervisorName: 'Dr Jane Smith', date: '2026-03-05', topics: 'Ethics' });
    const unavailable = { status: 503, json: { error: { code: 'DATABASE_UNAVAILABLE', message: 'Unavailable' } } };
    await page.route(/\/api\/supervision-sessions(\/|$)/, (route) =>
      route.request().method() === 'GET' ? route.fallback() : route.fulfill(unavailable),
    );

    await page.goto('/supervision/new');
    await page.getByLabel('Supervisor Name').fill('Dr Sam Lee');
    await page.getByLabel('Topics').fill('Ethics, Self-care');
    await page.getByRole('button', { name: 'Save supervision' }).click();
    await expectToast(page, 'Error', 'Could not create supervision session');
    await expect(page).toHaveURL(/\/supervision\/new$/);
    await expect(page.getByLabel('Supervisor Name')).toHaveValue('Dr Sam Lee');
    await expect(page.getByLabel('Topics')).toHaveValue('Ethics, Self-care');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Edit supervision session of 5 March 2026' }).click();
    await page.getByLabel('Duration (minutes)').fill('50');
    await page.getByRole('button', { name: 'Save supervision' }).click();
    await expectToast(page, 'Error', 'Could not update supervision session');
    await expect(page.getByLabel('Duration (minutes)')).toHaveValue('50');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Actions for supervision session of 5 March 2026' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error', 'Could not delete supervision session');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByRole('table')).toContainText('Dr Jane Smith');
  });
});

test('the list and the form work at phone width', async ({ signedInPage: { page } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addThroughApi(page, { supervisorName: 'Dr Jane Smith', date: '2026-03-05', duration: 90, topics: 'Ethics' });
  await page.goto('/supervision');
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Dr Jane Smith' });
  await expect(card).toContainText('5 March 2026');
  await expect(card).toContainText('1 h 30 min');
  await expect(card.getByRole('link', { name: 'Edit supervision session of 5 March 2026' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'supervision list at phone width');

  await page.getByRole('link', { name: 'Add supervision' }).click();
  await expect(page.getByLabel('Supervisor Name')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'supervision form at phone width');
});
