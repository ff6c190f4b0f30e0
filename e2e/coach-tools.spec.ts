import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/paths';
import { keepScreenshot } from './support/screens';

const origin = { origin: E2E_BASE_URL };

async function addClient(page: Page, name: string) {
  const response = await page.request.post('/api/clients', { headers: origin, data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { client: { id: string } }).client.id;
}

async function addSession(page: Page, clientId: string, date: string) {
  const response = await page.request.post('/api/coaching-sessions', {
    headers: origin,
    data: { clientId, date, duration: 60 },
  });
  expect(response.status()).toBe(201);
}

async function expectToast(page: Page, description: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: description }).first()).toBeVisible();
}

test('the navigation leads to the coach tools, which ask for a client first', async ({ signedInPage: { page } }) => {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/\/coach-tools\/wheel-of-life$/);
  await expect(page.getByRole('heading', { name: 'Coach tools', level: 1 })).toBeVisible();
  await expect(page.getByText('The tools are kept per client.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

const areaNames = [
  'Work',
  'Money',
  'Health',
  'Family and friends',
  'Relationships',
  'Personal growth',
  'Fun and recreation',
  'Physical environment',
];

async function addWheel(page: Page, clientId: string, date: string, scores: number[]) {
  const response = await page.request.post('/api/wheel-assessments', {
    headers: origin,
    data: { clientId, date, areas: areaNames.map((name, index) => ({ name, score: scores[index] })) },
  });
  expect(response.status()).toBe(201);
}

test('a coach scores a Wheel of Life for a client, renaming areas', async ({ signedInPage: { page } }) => {
  await addClient(page, 'Ada Lovelace');
  await page.goto('/coach-tools/wheel-of-life');
  await page.getByLabel('Client').selectOption({ label: 'Ada Lovelace' });
  await expect(page.getByText('No Wheel of Life for this client yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New Wheel of Life' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Wheel of Life' });
  await expect(dialog.getByLabel('Area 1', { exact: true })).toHaveValue('Career');
  await dialog.getByLabel('Date').fill('2026-01-10');
  await dialog.getByLabel('Area 1', { exact: true }).fill('Work');
  await dialog.getByLabel('Area 2', { exact: true }).fill('work');
  await dialog.getByRole('button', { name: 'Save wheel' }).click();
  await expect(dialog.getByText('Each area needs its own name')).toBeVisible();
  await dialog.getByLabel('Area 2', { exact: true }).fill('Money');
  await dialog.getByLabel('Score 1', { exact: true }).selectOption('9');
  await dialog.getByLabel('Score 2', { exact: true }).selectOption('3');
  await dialog.getByLabel('Notes').fill('First session');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save wheel' }).click();
  await expectToast(page, 'Wheel of Life created successfully');

  await expect(page.getByRole('heading', { name: /Wheel of Life, .*2026/ })).toBeVisible();
  await expect(page.locator('.recharts-radar')).toHaveCount(1);
  const table = page.getByRole('table', { name: 'Wheel of Life scores' });
  await expect(table.getByRole('row', { name: /Work/ })).toHaveText(/Work\s*9/);
  await expect(table.getByRole('row', { name: /Money/ })).toHaveText(/Money\s*3/);
  await expect(page.getByText('First session')).toBeVisible();
});

test('a coach compares two dates of a client’s wheel, then deletes one', async ({ signedInPage: { page } }) => {
  const clientId = await addClient(page, 'Ada Lovelace');
  await addWheel(page, clientId, '2026-01-10', [7, 4, 8, 9, 6, 5, 3, 7]);
  await addWheel(page, clientId, '2026-04-10', [8, 6, 8, 9, 7, 6, 5, 7]);
  await page.goto(`/coach-tools/wheel-of-life?client=${clientId}`);

  const januaryLabel = await page.getByLabel('Wheel of').locator('option').nth(1).textContent();
  await page.getByLabel('Compare with').selectOption({ label: januaryLabel! });
  const table = page.getByRole('table', { name: 'Wheel of Life scores' });
  await expect(table.getByRole('columnheader', { name: 'Change' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Money/ })).toHaveText(/Money\s*46\+2/);
  await expect(table.getByRole('row', { name: /Health/ })).toHaveText(/Health\s*88\s*0/);
  await expect(page.locator('.recharts-radar')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'wheel of life compared');

  // The comparison is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Compare with')).not.toHaveValue('');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.recharts-radar')).toHaveCount(2);
  await keepScreenshot(page, 'wheel of life compared, phone');

  await page.getByRole('button', { name: /Delete the wheel of/ }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Wheel of Life deleted successfully');
  await expect(page.getByLabel('Wheel of').locator('option')).toHaveCount(1);
  await expect(page.getByLabel('Compare with')).toBeHidden();
});

test('a coach writes a GROW plan for a client’s session, edits it and prints it', async ({
  signedInPage: { page },
}) => {
  const clientId = await addClient(page, 'Grace Hopper');
  await addSession(page, clientId, '2026-03-04');
  await page.goto(`/coach-tools/grow?client=${clientId}`);
  await expect(page.getByRole('link', { name: 'GROW planner' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No GROW plans for this client yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New GROW plan' }).click();
  const form = page.getByRole('form', { name: 'New GROW plan' });
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Title').fill('Promotion conversation');
  await form.getByLabel('Date').fill('2026-03-02');
  await form.getByLabel('Coaching session').selectOption({ index: 1 });
  await form.getByLabel('Goal').fill('Be ready to ask for the team lead role');
  await form.getByLabel('Reality').fill('Two years in the team');
  await form.getByLabel('Options').fill('Ask for a 1:1\nFind a sponsor');
  await form.getByLabel('Will').fill('Book the 1:1 by Friday');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expectToast(page, 'GROW plan created successfully');

  const plan = page.getByRole('article', { name: 'Promotion conversation' });
  await expect(plan).toContainText('Grace Hopper');
  await expect(plan).toContainText(/For the session of .*2026/);
  await expect(plan).toContainText('Book the 1:1 by Friday');

  await plan.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit GROW plan' });
  await edit.getByLabel('Will').fill('Book the 1:1 by Wednesday');
  await edit.getByRole('button', { name: 'Save plan' }).click();
  await expectToast(page, 'GROW plan updated successfully');
  await expect(plan).toContainText('Book the 1:1 by Wednesday');

  // Printed, the plan is all there is: no navigation, client picker or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Coach tools' })).toBeHidden();
  await expect(page.getByLabel('Client')).toBeHidden();
  await expect(plan.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(plan).toContainText('Book the 1:1 by Wednesday');
  await page.emulateMedia({ media: 'screen' });
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'grow plan');
  await page.setViewportSize({ width: 390, height: 844 });

  await plan.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'GROW plan deleted successfully');
  await expect(page.getByText('No GROW plans for this client yet.')).toBeVisible();
});

test('a coach searches the question bank and keeps questions of their own', async ({ signedInPage: { page } }) => {
  await page.goto('/coach-tools/questions');
  await expect(page.getByRole('heading', { name: 'Goal', level: 2 })).toBeVisible();
  await expect(page.getByText('What would success look like for you?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search questions').fill('else could');
  await expect(page.getByText('What else could you do?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Goal', level: 2 })).toBeHidden();
  await page.getByLabel('Search questions').fill('zebra');
  await expect(page.getByText('No questions match "zebra".')).toBeVisible();
  await page.getByLabel('Search questions').fill('');

  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText('Question is required')).toBeVisible();
  await page.getByLabel('GROW stage').selectOption('will');
  await page.getByLabel('Question', { exact: true }).fill('Who will hold you accountable?');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expectToast(page, 'Question created successfully');
  const willSection = page.getByRole('region', { name: 'Will' });
  await expect(willSection.getByRole('listitem').last()).toHaveText(/^Who will hold you accountable\? Yours/);

  await page.getByRole('button', { name: 'Edit Who will hold you accountable?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  await dialog.getByLabel('Question', { exact: true }).fill('Who will you tell about it?');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expectToast(page, 'Question updated successfully');
  await page.getByLabel('Search questions').fill('tell about it');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('listitem')).toContainText('Who will you tell about it?');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Actions for Who will you tell about it?' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Question deleted successfully');
  await expect(page.getByText('No questions match "tell about it".')).toBeVisible();
});
