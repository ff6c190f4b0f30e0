import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';
import { sendAsCoach } from './support/api';
import { defaultWheelAreas } from '../src/shared/schemas/wheel-of-life';

async function seedAmelia(page: Page) {
  await page.goto('/dashboard');
  const { client } = await sendAsCoach(page, '/api/clients', {
    name: 'Amelia Clarke',
    organisation: 'Northwind Trading',
    email: 'amelia@example.com',
    includeInExports: true,
    exportAlias: 'Client A',
  });
  await sendAsCoach(page, '/api/coaching-sessions', {
    clientId: client.id,
    date: '2026-09-14',
    duration: 90,
    goalsSet: 'Delegate the monthly budget',
  });
  await sendAsCoach(page, '/api/coaching-sessions', {
    clientId: client.id,
    date: '2026-10-05',
    duration: 60,
    payment: 'pro_bono',
    topics: 'delegation, confidence',
    goalsAchieved: 'Handed the budget to her deputy',
  });
  await sendAsCoach(page, '/api/wheel-assessments', {
    clientId: client.id,
    date: '2026-09-14',
    areas: defaultWheelAreas.map((name, index) => ({ name, score: 3 + (index % 5) })),
  });
  await sendAsCoach(page, '/api/grow-plans', {
    clientId: client.id,
    date: '2026-10-05',
    title: 'Letting go of the budget',
  });
  return client as { id: string };
}

test('a client’s page shows who they are, every session, their wheels and plans, and logs the next session', async ({
  signedInPage: { page },
}) => {
  const client = await seedAmelia(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('table', { name: 'Clients' }).getByRole('link', { name: 'Amelia Clarke', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(page).toHaveTitle('Client — Coach Logbook');
  await expect(page.getByRole('heading', { name: 'Amelia Clarke', level: 1 })).toBeVisible();

  const details = page.getByRole('heading', { name: 'Details' }).locator('..');
  await expect(details).toContainText('Northwind Trading');
  await expect(details).toContainText('Included in exports');
  await expect(details).toContainText('Client A');
  // Since the first session, not since the day the record was typed in.
  await expect(details).toContainText(/Client since(14 September 2026|September 14, 2026)/);
  const figures = page.getByRole('heading', { name: 'Coaching so far' }).locator('..');
  await expect(figures).toContainText('Total hours2.5 h');
  await expect(figures).toContainText('Paid hours1.5 h');
  await expect(figures).toContainText('Pro bono hours1.0 h');
  await expect(figures).toContainText('Goals set1');
  await expect(figures).toContainText('Goals achieved1');

  const timeline = page.getByRole('list', { name: 'Sessions with Amelia Clarke' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('60 min');
  await expect(timeline.getByRole('listitem').first()).toContainText('Pro bono');
  await expect(timeline.getByRole('listitem').first()).toContainText('Handed the budget to her deputy');
  await expect(timeline.getByRole('listitem').last()).toContainText('Delegate the monthly budget');
  await expect(page.getByRole('region', { name: 'Wheel of Life' })).toContainText('Average');
  await expect(page.getByRole('region', { name: 'GROW plans' })).toContainText('Letting go of the budget');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'client page');

  // 'Log session' opens the form for this client; Enter in the waiting duration saves it.
  await page.getByRole('button', { name: 'Log session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log session' });
  await expect(dialog.getByLabel('Client', { exact: true })).toHaveValue(client.id);
  await expect(dialog.getByLabel('Duration (minutes)')).toBeFocused();
  await dialog.getByLabel('Date').fill('2026-10-21');
  await dialog.getByLabel('Duration (minutes)').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Session with Amelia Clarke on 21 October saved')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(figures).toContainText('Total hours3.5 h');

  for (const width of [820, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: 'Amelia Clarke', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `client page at ${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // A session of the timeline opens in full, and its client's name leads back here.
  await timeline.getByRole('link', { name: /October 5, 2026|5 October 2026/ }).click();
  await expect(page.getByRole('heading', { name: 'Session with Amelia Clarke' })).toBeVisible();
  await page.getByRole('link', { name: 'Amelia Clarke', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));

  // The wheel opens in its tool, for this client.
  await page.getByRole('link', { name: 'Open the Wheel of Life' }).click();
  await expect(page).toHaveURL(new RegExp(`/coach-tools/wheel-of-life\\?client=${client.id}$`));
});

test('another coach cannot open a client’s page', async ({ signedInPage: { page }, browser, createCoach }) => {
  const client = await seedAmelia(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, await createCoach());
  await otherPage.goto(`/clients/${client.id}`);
  await expect(otherPage.getByRole('heading', { name: 'Client not found' })).toBeVisible();
  await expect(otherPage.getByText('Amelia Clarke')).toHaveCount(0);
  await expect(otherPage.getByText('Northwind Trading')).toHaveCount(0);
  await expectNoSeriousA11yViolations(otherPage);
  await other.close();
});
