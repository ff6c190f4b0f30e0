import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

async function addClient(page: Page, name: string) {
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

// The duplicate-session rule answers 409 on purpose; the default allowed console error covers it.
test.describe('coaching sessions', () => {
  test('a coach logs sessions quickly, is stopped from logging a duplicate, and reads one in full', async ({
    signedInPage: { page },
  }) => {
    await addClient(page, 'Zoe Walker');
    await page.goto('/sessions');
    await expect(page.getByRole('heading', { name: 'Coaching sessions' })).toBeVisible();
    await expect(page.getByText('No sessions found. Click "Log session" to log your first one.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Log session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log session' });
    await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await expect(dialog.getByText('Please choose a client')).toBeVisible();
    await dialog.getByLabel('Client', { exact: true }).selectOption({ label: 'Zoe Walker' });
    await dialog.getByLabel('Date').fill('2026-03-05');
    await dialog.getByLabel('Duration (minutes)').fill('75');
    await dialog.getByLabel('Topics').fill('career, confidence');
    await dialog.getByLabel('Notes').fill('Explored three options for the next role.');
    await dialog.getByText('More details: follow-up, rate, rating, goals').click();
    await dialog.getByLabel('Rating').selectOption('4');
    await dialog.getByLabel('Rate (£)').fill('85');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'add session dialog');
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Session with Zoe Walker on 5 March saved')).toBeVisible();

    // The last client is preselected; the same client on the same date is refused with the spec's text.
    await page.getByRole('button', { name: 'Log session' }).click();
    const second = page.getByRole('dialog', { name: 'Log session' });
    await expect(second.getByLabel('Client', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
    await second.getByLabel('Date').fill('2026-03-05');
    await second.getByLabel('Notes').fill('These words must survive the refusal.');
    await second.getByRole('button', { name: 'Save session' }).click();
    await expect(second.getByText('A session for this client on this date already exists.')).toBeVisible();
    await expect(second.getByLabel('Notes')).toHaveValue('These words must survive the refusal.');

    // A group session for a client created inline.
    await second.getByLabel('Client', { exact: true }).selectOption({ label: '+ New client…' });
    await second.getByLabel("New client's name").fill('Leadership Team');
    await second.getByLabel('Type').selectOption('group');
    await second.getByRole('button', { name: 'Save session' }).click();
    await expect(second.getByText('Group size is required for group and team sessions')).toBeVisible();
    await second.getByLabel('Group size').fill('6');
    await second.getByLabel('Payment').selectOption('pro_bono');
    await second.getByRole('button', { name: 'Save session' }).click();
    await expect(second).toBeHidden();

    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('Leadership Team');
    await expect(table.getByRole('row').nth(1)).toContainText('Group (6)');
    await expect(table.getByRole('row').nth(1)).toContainText('Pro bono');
    await expect(table.getByRole('row').nth(2)).toContainText('1 h 15 min');
    await expect(table.getByRole('row').nth(2)).toContainText('career, confidence');
    await expect(page.getByText('2 sessions', { exact: true })).toBeVisible();
    await keepScreenshot(page, 'sessions list');

    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Zoe Walker' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page).toHaveURL(/clientId=/);

    await table.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Session with Zoe Walker' })).toBeVisible();
    await expect(page.getByText('Explored three options for the next role.')).toBeVisible();
    await expect(page.getByText('4 of 5')).toBeVisible();
    await expect(page.getByText('£85.00')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'session detail');

    await page.getByRole('button', { name: 'More actions for this session' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog').getByText('This will permanently delete the session.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/sessions$/);
    await expect(page.getByText('Session deleted successfully')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  });

  test('the session page offers the same client’s previous and next sessions', async ({ signedInPage: { page } }) => {
    await addClient(page, 'Ann');
    const clientId = (await (await page.request.get('/api/clients')).json()).items[0].id as string;
    const origin = new URL(page.url()).origin;
    const ids: string[] = [];
    for (const date of ['2026-01-01', '2026-02-01', '2026-03-01']) {
      const response = await page.request.post('/api/coaching-sessions', {
        headers: { origin },
        data: { clientId, date, duration: 60 },
      });
      ids.push((await response.json()).session.id);
    }
    await page.goto(`/sessions/${ids[1]}`);
    await page.getByRole('link', { name: 'Next session' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${ids[2]}$`));
    await expect(page.getByRole('link', { name: 'Next session' })).toBeHidden();
    await page.getByRole('link', { name: 'Previous session' }).click();
    await page.getByRole('link', { name: 'Previous session' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${ids[0]}$`));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sessions');
    await expect(page.getByRole('listitem').filter({ hasText: 'Ann' })).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'sessions at phone width');
  });
});
