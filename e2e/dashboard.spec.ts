import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';
import { kept } from './support/api';

async function seed(page: Page) {
  const origin = new URL(page.url()).origin;
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { headers: { origin }, data: kept(data) });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  // The client agreed to appear in the ICF log: without that, ICF's figures leave her hours out.
  const { client } = await post('/api/clients', { name: 'Zoe Walker', includeInExports: true });
  // 120 hours in all: past ICF ACC's 100 hours, though ACC is not held until its other requirements are met.
  for (let month = 1; month <= 12; month += 1) {
    await post('/api/coaching-sessions', {
      clientId: client.id,
      date: `2025-${String(month).padStart(2, '0')}-10`,
      duration: 600,
    });
  }
  await post('/api/supervision-sessions', {
    supervisorName: 'Dr Jane Smith',
    date: '2025-06-01',
    duration: 90,
    topics: 'ethics',
  });
  await post('/api/cpd-records', {
    title: 'Ethics workshop',
    date: '2025-05-01',
    hours: 3.5,
    category: 'core_competencies',
  });
}

test('the dashboard shows the coach’s figures and accreditation progress', async ({ signedInPage: { page } }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
  await expect(page.getByText('Track your coaching sessions, clients, and hours')).toBeVisible();
  await expect(page.getByText('No data available. Please add clients and sessions first.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await seed(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Total Clients' }).locator('..')).toContainText('1');
  await expect(page.getByRole('heading', { name: 'Coaching sessions' }).locator('..')).toContainText('12');
  await expect(page.getByRole('heading', { name: 'Coaching Hours', exact: true }).locator('..')).toContainText(
    '120.0 h',
  );
  await expect(page.getByRole('heading', { name: 'Accreditation Progress' })).toBeVisible();
  await expect(page.getByText('100 hours reached for ACC')).toBeVisible();
  // EMCC's first level asks for 50 hours, so the 120 logged reach it.
  await expect(page.getByText('50 hours reached for Foundation')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'ICF progress to ACC' })).toHaveAttribute('aria-valuenow', '100');
  const supervision = page.getByRole('heading', { name: 'Supervision Progress' }).locator('..');
  await expect(supervision).toContainText('1.5');
  await expect(page.getByRole('heading', { name: 'CPD Hours' }).locator('..')).toContainText('3.5 h');
  await expect(page.getByRole('heading', { name: 'This Month' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'dashboard');

  await page
    .getByRole('link', { name: /Zoe Walker/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Session with Zoe Walker' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  // Acknowledged first, so that what is measured below is the dashboard's own movement.
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  await expect(page.getByText('100 hours reached for ACC')).toBeVisible();
  // The one-tap chip comes after the figures, in a row kept for it: nothing below moves.
  await expect(page.getByRole('button', { name: /^Log again: Zoe Walker · 10 h · today$/ })).toBeVisible();
  const shifted = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
  // On a phone the monthly chart lies below the fold: it is drawn when the coach scrolls to it.
  const monthly = page.locator('section', { has: page.getByRole('heading', { name: 'Coaching hours per month' }) });
  await expect(monthly.locator('[data-near-viewport="waiting"]')).toBeAttached();
  await expect(monthly.locator('svg')).toHaveCount(0);
  await monthly.scrollIntoViewIfNeeded();
  await expect(monthly.locator('svg.recharts-surface')).toBeVisible();
  await keepScreenshot(page, 'dashboard at phone width');
});

test.describe('when the dashboard cannot be loaded', () => {
  test.use({
    allowedConsoleError:
      /Failed to load resource: the server responded with a status of (4\d\d|500)|Dashboard failed to render|Cannot read properties of undefined/,
  });

  test('retries, then shows the error card, the toast, and Retry recovers', async ({ signedInPage: { page } }) => {
    let calls = 0;
    await page.route('**/api/dashboard?**', (route) => {
      calls += 1;
      return route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } },
      });
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Error Loading Dashboard' })).toBeVisible({ timeout: 15_000 });
    expect(calls).toBe(3);
    await expect(
      page.getByText('Could not fetch dashboard data. Please try again or log out and back in.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Session' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'dashboard error');

    await page.unroute('**/api/dashboard?**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No data available. Please add clients and sessions first.')).toBeVisible();
  });

  test('an answer it cannot draw shows the boundary card with Refresh and Log Out', async ({
    signedInPage: { page },
  }) => {
    await page.route('**/api/dashboard?**', (route) => route.fulfill({ status: 200, json: { totalClients: 1 } }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard Data Error' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('"Log session" starts from the last session, so the next one is saved with Enter', async ({
  signedInPage: { page },
}) => {
  await page.goto('/dashboard');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/clients', { headers: { origin }, data: { name: 'Amelia Clarke' } });
  const { client } = await created.json();
  const logged = await page.request.post('/api/coaching-sessions', {
    headers: { origin },
    data: kept({ clientId: client.id, date: '2025-01-15', duration: 75, payment: 'pro_bono' }),
  });
  expect(logged.status()).toBe(201);
  await page.reload();
  const hoursCard = page.getByRole('region', { name: 'Coaching hours per month' });
  await expect(hoursCard).toBeVisible();
  await expect(hoursCard.getByRole('listitem')).toHaveCount(12);

  await page.getByRole('button', { name: 'Log session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log session' });
  await expect(dialog.getByLabel('Client', { exact: true })).toHaveValue(client.id);
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('75');
  await expect(dialog.getByLabel('Payment')).toHaveValue('pro_bono');
  await expect(dialog.getByLabel('Duration (minutes)')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Session with Amelia Clarke on \d{1,2} [A-Z][a-z]+ saved$/)).toBeVisible();
  // This month now holds the new session's 75 minutes.
  await expect(hoursCard).toContainText('1.3 h');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'dashboard with hours per month');

  for (const width of [820, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `dashboard at ${width}`);
  }
  // On a phone the action floats at the bottom of the screen, within the thumb's reach; on a first
  // visit it stands above the cookie notice, never under it, and works before the notice is read.
  const floating = page.getByRole('button', { name: 'Log session' });
  const noticeBox = await page.getByRole('region', { name: 'Cookie notice' }).boundingBox();
  const aboveNotice = await floating.boundingBox();
  expect(aboveNotice!.y + aboveNotice!.height).toBeLessThanOrEqual(noticeBox!.y);
  await fs.writeFile(test.info().outputPath('dashboard-390-cookie-notice.png'), await page.screenshot());
  await floating.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  const box = await floating.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThan(900 - 80);
  await floating.click();
  await expect(dialog).toBeVisible();
});
