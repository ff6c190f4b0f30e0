import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Moves through the main navigation, as a coach does: no reload, the app keeps its cache. */
const navigate = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

/** The value shown under a figure's label (the dashboard's cards and the reports' figures). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .first();

const statCard = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).locator('xpath=following-sibling::p');

test.use({ locale: 'en-GB' });

test('figures are never stale: what a coach logs shows at once on the dashboard and in the reports', async ({
  signedInPage: { page },
}) => {
  // A client, and the dashboard and reports seen once, so their figures are in the app's cache.
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Zoe Walker');
  await page.getByRole('dialog').getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await navigate(page, 'Dashboard');
  // Before the first session the dashboard shows its first steps; the figures take their place after it.
  await expect(page.getByRole('button', { name: 'Log a session' })).toBeVisible();
  await expect(statCard(page, 'Coaching sessions')).toHaveCount(0);
  await navigate(page, 'Reports');
  await expect(figure(page, 'Sessions')).toHaveText('0');

  await navigate(page, 'Sessions');
  await page.getByRole('button', { name: 'Log session' }).click();
  const session = page.getByRole('dialog', { name: 'Log session' });
  await session.getByLabel('Client', { exact: true }).selectOption({ label: 'Zoe Walker' });
  await session.getByLabel('Duration (minutes)').fill('90');
  await session.getByRole('button', { name: 'Save session' }).click();
  await expect(session).toBeHidden();

  await navigate(page, 'Supervision');
  await page.getByRole('link', { name: 'Add supervision' }).click();
  await page.getByLabel('Supervisor Name').fill('Dr Jane Smith');
  await page.getByLabel('Duration (minutes)').fill('120');
  await page.getByLabel('Topics').fill('Ethics');
  await page.getByRole('button', { name: 'Save supervision' }).click();
  await expect(page).toHaveURL(/\/supervision$/);

  await navigate(page, 'CPD');
  await page.getByRole('button', { name: 'Add CPD activity' }).click();
  const cpd = page.getByRole('dialog');
  await cpd.getByLabel('Title').fill('ICF Ethics Refresher');
  await cpd.getByLabel('Hours').fill('1.5');
  await cpd.getByRole('button', { name: 'Save activity' }).click();
  await expect(cpd).toBeHidden();

  await navigate(page, 'Dashboard');
  await expect(statCard(page, 'Coaching sessions')).toHaveText('1');
  await expect(statCard(page, 'Coaching Hours')).toHaveText('1.5 h');
  await expect(figure(page, 'Total Hours')).toHaveText('2.0 h');
  await expect(figure(page, 'Total CPD Hours')).toHaveText('1.5 h');

  await navigate(page, 'Reports');
  await expect(figure(page, 'Sessions')).toHaveText('1');
  await expect(figure(page, 'Coaching hours')).toHaveText('1.5 h');
  await expect(figure(page, 'Supervision hours')).toHaveText('2.0 h');
  await expect(figure(page, 'CPD hours')).toHaveText('1.5 h');
});
