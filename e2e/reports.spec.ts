import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { applyDate } from './support/dates';
import { keepScreenshot } from './support/screens';
import { sendAsCoach } from './support/api';

// The browser's clock is fixed on 15 March 2026, so every preset covers known dates.
const NOW = new Date('2026-03-15T12:00:00');
// A name a spreadsheet would run as a formula, with a comma and quotes for the CSV to keep.
const TEAM = '=Leadership Team, "North"';

/** Hours this year 3.5; last 12 months 4.3; last 18 months 5.3; all time 5.8. */
async function seedLogbook(page: Page) {
  const clientId = async (name: string) => (await sendAsCoach(page, '/api/clients', { name })).client.id as string;
  const [ann, team, bob] = [await clientId('Ann Lee'), await clientId(TEAM), await clientId('Bob Stone')];
  for (const session of [
    { clientId: ann, date: '2026-03-15', duration: 90 },
    { clientId: team, date: '2026-02-10', duration: 120, payment: 'pro_bono', sessionType: 'group', groupSize: 5 },
    { clientId: ann, date: '2025-12-31', duration: 45 },
    { clientId: bob, date: '2024-12-01', duration: 60 },
    { clientId: bob, date: '2022-05-05', duration: 30 },
  ]) {
    await sendAsCoach(page, '/api/coaching-sessions', session);
  }
  await sendAsCoach(page, '/api/supervision-sessions', {
    supervisorName: 'Dr Jane Smith',
    date: '2026-01-20',
    duration: 60,
    topics: 'ethics',
  });
  await sendAsCoach(page, '/api/cpd-records', {
    title: 'Ethics',
    date: '2026-02-01',
    hours: 1.5,
    category: 'core_competencies',
  });
}

/** The value shown under a figure's label. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .first();

/** How far the page runs past the window's right edge; a string, as the e2e code has no DOM types. */
const horizontalOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

async function expectFigures(page: Page, figures: Record<string, string>) {
  for (const [label, value] of Object.entries(figures)) await expect(figure(page, label)).toHaveText(value);
}

test.use({ locale: 'en-GB' });

test.describe('reports', () => {
  test('a coach reads the figures for each period, a table, a CSV and a print-out', async ({
    signedInPage: { page },
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/reports');
    await seedLogbook(page);
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByText('Insights into your coaching practice')).toBeVisible();
    await expect(page.getByText('Period: 1 January 2026 to 15 March 2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
    await expectFigures(page, {
      'Coaching hours': '3.5 h',
      'Paid hours': '1.5 h',
      'Pro bono hours': '2.0 h',
      Sessions: '2',
      'Clients coached': '2',
      'Supervision hours': '1.0 h',
      'CPD hours': '1.5 h',
      'Coaching hours in the last 18 months': '5.3 h',
      'Paid share of hours': '42.9%',
      'Distinct clients': '2',
      'Group participants': '5',
    });

    const hoursChart = page.getByRole('region', { name: 'Coaching hours per month' });
    await expect(hoursChart.getByText('Most hours: February 2026 with 2.0 hours.')).toBeVisible();
    await expect(hoursChart.getByRole('table')).toBeHidden();
    await hoursChart.getByRole('button', { name: 'Show as table' }).click();
    await expect(hoursChart.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(hoursChart.getByRole('row')).toHaveText([
      'MonthPaid hoursPro bono hoursTotal hours',
      'February 20260.0 h2.0 h2.0 h',
      'March 20261.5 h0.0 h1.5 h',
    ]);
    await expect(page.getByRole('region', { name: 'Hours per client (top 10)' })).toContainText(
      `Most hours: ${TEAM} with 2.0 hours.`,
    );
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'reports, this year');

    await page.getByRole('button', { name: 'Last 12 months' }).click();
    await expect(page).toHaveURL(/period=last-12-months/);
    await expect(page.getByText('Period: 16 March 2025 to 15 March 2026')).toBeVisible();
    await expectFigures(page, { 'Coaching hours': '4.3 h', 'Paid hours': '2.3 h', Sessions: '3' });
    await page.getByRole('button', { name: 'Last 18 months' }).click();
    await expectFigures(page, { 'Coaching hours': '5.3 h', Sessions: '4', 'Clients coached': '3' });
    await page.getByRole('button', { name: 'All time' }).click();
    await expect(page.getByText('Period: All time')).toBeVisible();
    await expectFigures(page, {
      'Coaching hours': '5.8 h',
      'Paid hours': '3.8 h',
      Sessions: '5',
      'Coaching hours in the last 18 months': '5.3 h',
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('coach-logbook-report-all-time.csv');
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFCoach Logbook report\r\nPeriod,All time\r\n')).toBe(true);
    expect(csv).toContain('\r\nCoaching hours,5.8\r\n');
    expect(csv).toContain('\r\nPaid share of hours (%),65.2\r\n'); // 225 of 345 minutes
    expect(csv).toContain(
      '\r\nClient,Hours,Sessions\r\nAnn Lee,2.3,2\r\n"\'=Leadership Team, ""North""",2.0,1\r\nBob Stone,1.5,2\r\n',
    );
    expect(csv).toContain('\r\nMay 2022,0.5,0.0,0.5\r\nJune 2022,0.0,0.0,0.0\r\n'); // a quiet month, as zeros
    expect(csv).toContain('\r\nYear,Core Competencies,Resource Development,Total\r\n2026,1.50,0.00,1.50\r\n');

    await page.getByRole('button', { name: 'Custom' }).click();
    await applyDate(page, 'From', '2026-03-01');
    await applyDate(page, 'To', '2026-03-31');
    await expect(page).toHaveURL(/period=custom&from=2026-03-01&to=2026-03-31/);
    await expectFigures(page, { 'Coaching hours': '1.5 h', Sessions: '1' });
    await applyDate(page, 'To', '2026-02-01');
    await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
    await applyDate(page, 'From', '2023-01-01');
    await applyDate(page, 'To', '2023-12-31');
    await expect(page.getByText('No sessions in this period.')).toBeVisible();
    await expectFigures(page, { 'Coaching hours': '0.0 h', 'Paid share of hours': '–' });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'This year' }).click();
    await expectFigures(page, { 'Coaching hours': '3.5 h' });
    // Headless Chromium has no print dialog: the button must call window.print; print media shows the rest.
    await page.evaluate('window.print = () => { document.body.dataset.printed = "yes"; }');
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Report period' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Sessions per month' }).getByRole('table')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'reports, print');
  });
});

test.describe('reports on a phone', () => {
  // The failed loads below are answered 503 on purpose.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of (4\d\d|503)/ });

  test('a coach on a phone sees the figures; a failed load offers Retry', async ({ signedInPage: { page } }) => {
    await page.clock.setFixedTime(NOW);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sessions');
    await seedLogbook(page);

    let failures = 0;
    await page.route('**/api/reports?*', async (route) => {
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Try again' } } });
    });
    await page.goto('/reports');
    await expect(page.getByText('Loading reports...')).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load reports' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    expect(failures).toBeGreaterThan(1);
    await page.unroute('**/api/reports?*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectFigures(page, { 'Coaching hours': '3.5 h', 'Group participants': '5' });

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'reports at phone width');
  });
});
