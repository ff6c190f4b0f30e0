import fs from 'node:fs';
import { test as base, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { sendAsCoach } from './support/api';
import { applyDate } from './support/dates';
import { defaultWheelAreas } from '../src/shared/schemas/wheel-of-life';

// Phone, iPad portrait, desktop: the widths the coach's day was tried at (issue 21).
const WIDTHS = [390, 820, 1280] as const;

/** Keeps the screenshot in the report and as a file beside the test's results, to be looked at. */
async function screenshotAt(page: Page, name: string) {
  const body = await page.screenshot({ fullPage: true });
  fs.writeFileSync(base.info().outputPath(`${name}.png`), body);
  await base.info().attach(name, { body, contentType: 'image/png' });
}

/** The element lies inside the screen's width: nothing to scroll sideways to reach it. */
async function expectWithinWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, 'element is rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function seedPractice(page: Page) {
  await page.goto('/dashboard');
  const { client } = await sendAsCoach(page, '/api/clients', {
    name: 'Amelia Clarke',
    organisation: 'Northwind Trading',
    email: 'amelia.clarke@example.com',
    phone: '07700 900123',
  });
  for (const [date, topics] of [
    ['2026-10-21', 'delegation, confidence, leading a new team through a merger'],
    ['2026-10-07', 'career'],
  ] as const) {
    await sendAsCoach(page, '/api/coaching-sessions', { clientId: client.id, date, duration: 75, topics });
  }
  await sendAsCoach(page, '/api/supervision-sessions', {
    supervisorName: 'Dr Jane Smith',
    date: '2026-10-01',
    duration: 90,
    topics: 'ethics, boundaries with sponsors',
  });
  await sendAsCoach(page, '/api/cpd-records', {
    title: 'Ethics in team coaching workshop',
    date: '2026-09-12',
    hours: 3.5,
    category: 'core_competencies',
  });
}

/**
 * At each width: cards below 1024 px, the table above, and the row's last action (delete) on the
 * screen either way; the page never scrolls sideways.
 */
async function checkList(page: Page, { path, label, actionName, name }: ListPage) {
  await page.goto(path);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 820 ? 1180 : 800 });
    const table = page.getByRole('table', { name: label });
    const cards = page.getByRole('list', { name: label });
    if (width < 1024) {
      await expect(table).toBeHidden();
      const card = cards.getByRole('listitem').first();
      await expect(card).toBeVisible();
      await expectWithinWidth(card.getByRole('button', { name: actionName }).first(), width);
    } else {
      await expect(cards).toBeHidden();
      await expect(table).toBeVisible();
      await expectWithinWidth(table.getByRole('button', { name: actionName }).first(), width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshotAt(page, `${name} at ${width}`);
  }
  await expectNoSeriousA11yViolations(page);
}

interface ListPage {
  path: string;
  label: string;
  actionName: RegExp;
  name: string;
}

test('the coach’s lists are cards with their actions at hand below 1024 px, and tables above', async ({
  signedInPage: { page },
}) => {
  // Four lists at three widths, each looked at and kept: a slow test on two cores.
  test.slow();
  await seedPractice(page);
  for (const list of [
    { path: '/sessions', label: 'Coaching sessions', actionName: /^Delete session with/, name: 'sessions' },
    { path: '/clients', label: 'Clients', actionName: /^Delete Amelia/, name: 'clients' },
    { path: '/supervision', label: 'Supervision sessions', actionName: /^Delete/, name: 'supervision' },
    { path: '/cpd', label: 'CPD records', actionName: /^Delete/, name: 'cpd' },
  ]) {
    await checkList(page, list);
  }
});

test('on a phone the session filters wait behind "Filter"', async ({ signedInPage: { page } }) => {
  await seedPractice(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sessions');
  const filters = page.getByRole('region', { name: 'Filter sessions' });
  const toggle = page.getByRole('button', { name: 'Filter', exact: true });
  await expect(filters).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await applyDate(filters, 'From', '2026-10-10');
  await expect(page.getByRole('list', { name: 'Coaching sessions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Filter/ })).toContainText('1');
  await expectNoSeriousA11yViolations(page);
  await screenshotAt(page, 'session filters open at 390');

  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByRole('button', { name: /^Filter/ })).toBeHidden();
  await expect(filters).toBeVisible();
});

test('the admin user list is cards with their actions below 1024 px', async ({ page }) => {
  await signInAsAdmin(page);
  await checkList(page, { path: '/admin/users', label: 'Users', actionName: /^Delete/, name: 'admin users' });
});

test('the Wheel of Life radar uses a phone’s width with every area named in full', async ({
  signedInPage: { page },
}) => {
  await page.goto('/dashboard');
  const { client } = await sendAsCoach(page, '/api/clients', { name: 'Amelia Clarke' });
  await sendAsCoach(page, '/api/wheel-assessments', {
    clientId: client.id,
    date: '2026-10-21',
    areas: defaultWheelAreas.map((name, index) => ({ name, score: 4 + (index % 6) })),
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/coach-tools/wheel-of-life?client=${client.id}`);
    const chart = page.locator('.recharts-wrapper').first();
    await expect(chart.getByText('environment')).toBeVisible();
    await expect(
      chart.getByText('Physical', { exact: true }).or(chart.getByText('Physical environment')),
    ).toBeVisible();
    expect(await chart.getByText('…').count()).toBe(0);
    await expectWithinWidth(chart, width);
    if (width === 390) {
      const box = await chart.boundingBox();
      // Full width: little more than the page's 16 px side margins is left beside it.
      expect(box!.width).toBeGreaterThanOrEqual(width - 44);
    }
    await screenshotAt(page, `wheel of life at ${width}`);
  }
});
