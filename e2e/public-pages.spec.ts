import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { plan } from '../src/shared/billing/plans';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { E2E_COMMUNITY_URL } from './support/paths';
import { keepScreenshot, keepScreenshotsAtWidths } from './support/screens';

const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
const PHONE = { width: 390, height: 844 };

const keyFeatures = [
  'Secure storage of session records',
  'Client progress tracking',
  'CPD and supervision organisation',
  'Coaching tools',
  'Insights and reports',
];
const planFeatures = plan.features;

async function expectMarketingBlock(page: Page) {
  const block = page.getByRole('region', { name: 'Everything your coaching practice needs to log' });
  for (const feature of keyFeatures) await expect(block.getByRole('heading', { name: feature })).toBeVisible();
  // This run sets COMMUNITY_URL, so the community is offered, and leads there.
  await expect(block.getByRole('heading', { name: 'Join a community of coaches' })).toBeVisible();
  await expect(block.getByRole('link', { name: 'Visit the community' })).toHaveAttribute('href', E2E_COMMUNITY_URL);
  await expect(block.getByText('£9.99', { exact: true })).toBeVisible();
  await expect(block.getByText('a month')).toBeVisible();
  // TRIAL_DAYS is unset on the e2e server: the default 14 days.
  await expect(block.getByText('14-day free trial')).toBeVisible();
  for (const feature of planFeatures)
    await expect(block.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
  await expect(block.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
}

test('the landing page shows the verdict, names ICF, EMCC and AC, and leads to the trial and to sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Your coaching logbook/ })).toBeVisible();
  const hero = page.getByRole('main');
  // TRIAL_DAYS is unset on the e2e server: the default 14 days.
  await expect(hero.getByRole('link', { name: 'Start your 14-day free trial' })).toHaveAttribute('href', '/signup');
  await expect(hero.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(hero.getByRole('list', { name: 'Credentialing bodies' }).getByRole('listitem')).toHaveText([
    'ICF International Coaching Federation',
    'EMCC European Mentoring and Coaching Council',
    'AC Association for Coaching',
  ]);
  await expect(hero.getByRole('img', { name: /accreditation page for a goal of ICF PCC/ })).toBeVisible();
  await expectMarketingBlock(page);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshotsAtWidths(page, 'landing');

  await hero.getByRole('link', { name: 'Start your 14-day free trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goBack();
  await hero.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectMarketingBlock(page);
});

test('without COMMUNITY_URL the landing page offers no community', async ({ page }) => {
  // The server's answer as it is when the setting is unset.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), communityUrl: null } });
  });
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Everything your coaching practice needs to log' });
  await expect(block.getByRole('heading', { name: 'Insights and reports' })).toBeVisible();
  await expect(block.getByText('14-day free trial')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join a community of coaches' })).toHaveCount(0);
  await expect(page.getByText(/community/i)).toHaveCount(0);
});

test('the landing page stays light: none of the logbook’s screens or charts load with it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Your coaching logbook/ })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // Vite names each lazy route's chunk after its module; the charts live in the reports and dashboard chunks.
  expect(scripts.filter((path) => /\/(reports|dashboard|clients|sessions|cpd)-[\w-]+\.js$/.test(path))).toEqual([]);
});

test('About gives the price, what the product is, the version and the legal documents', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Coach Logbook' })).toBeVisible();
  await expect(page.getByText('£9.99 a month')).toBeVisible();
  await expect(page.getByText(/practice logbook for professional coaches/)).toBeVisible();
  await expect(page.getByText(`Version ${version}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'about desktop');
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'about phone');

  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('the privacy policy and the terms are real documents', async ({ page }) => {
  await page.goto('/privacy-policy.html');
  for (const heading of [
    'Who is responsible for what',
    'What we keep',
    'How long we keep it',
    'Your rights',
    'Cookies',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(
    page.getByRole('listitem').filter({ hasText: /you are the\s+controller\s+and we are your\s+processor/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: /Export \/ import page downloads your\s+whole logbook/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'privacy policy');

  await page.goto('/terms.html');
  await expect(page.getByText('Version 1.0', { exact: false })).toBeVisible();
  for (const heading of ['Subscription and trial', 'Cancellation', 'Acceptable use']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/£9\.99 a month/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'terms phone');
});
