import type { Page } from '@playwright/test';
import { plan } from '../src/shared/billing/plans';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description }).filter({ visible: true });
  await expect(toast.first()).toContainText(title);
}

test('a coach on trial reaches the dashboard and is welcomed on the plans page', async ({ signedInPage: { page } }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();

  await page.goto('/subscription/plans');
  await expect(page.getByRole('heading', { name: 'Welcome to Coach Logbook', level: 1 })).toBeVisible();
  await expect(page.getByText('Free trial — 14 days left')).toBeVisible();
  await expect(page.getByText(/^Your trial includes everything in the Professional plan/)).toBeVisible();
  await expect(page.getByText('£9.99')).toBeVisible();
  await expect(page.getByText('14-day free trial')).toBeVisible();
  for (const feature of plan.features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(page.getByText(/^Subscribing now keeps your trial days: the first payment is on /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'plans on trial');

  await page.getByRole('link', { name: 'Continue to dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
  // Fourteen days left: no banner yet.
  await expect(page.getByText(/Your free trial ends/)).toHaveCount(0);
});

test('demo checkout, then polling, then the dashboard; after cancelling the coach is sent to the plans page', async ({
  signedInPage: { page },
}) => {
  await page.goto('/subscription/plans');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/subscription\/demo-checkout\?session_id=demo_cs_/);
  await expect(page.getByRole('heading', { name: 'Demo checkout' })).toBeVisible();
  await expect(page.getByText('This is a demo checkout.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'demo checkout');
  const pending = await page.evaluate(() => window.localStorage.getItem('coach-logbook.user.pending-checkout'));
  expect(pending).toContain('demo_cs_');

  await page.getByRole('button', { name: 'Complete demo payment' }).click();
  await expect(page).toHaveURL(/\/subscription\/plans\?checkout=success&session_id=demo_cs_/);
  await expect(page.getByText(/Confirming your payment… \(check \d+ of 10\)/)).toBeVisible();
  await expect(page.getByText('Payment confirmed. Your subscription is active.')).toBeVisible({ timeout: 15_000 });
  // Paid during the trial: the 14 trial days are kept and the 30 paid days follow them.
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText(/^Your remaining trial days are kept: the paid period starts on /)).toBeVisible();
  await expect(page.getByText('You are subscribed to this plan.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('coach-logbook.user.pending-checkout'))).toBeNull();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'plans after demo payment');

  await page.getByRole('link', { name: 'Continue to dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();

  await page.goto('/account');
  const card = page.getByRole('heading', { name: 'Subscription', exact: true }).locator('xpath=../..');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Renews on')).toBeVisible();
  await expect(card.getByText('Days remaining')).toBeVisible();
  await expect(card.getByText('44', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'account with demo subscription');
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expectToast(page, 'Subscription canceled', 'Your subscription has ended.');
  await expect(card.getByText('Canceled', { exact: true })).toBeVisible();

  // The router sends a coach without access to the plans page; the server refuses the data too.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByText('Subscription canceled')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to dashboard' })).toHaveCount(0);
  expect((await page.request.get('/api/dashboard')).status()).toBe(402);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'plans after cancelling');

  // The coach's data is still theirs: every export stays open, importing does not.
  await page.getByRole('link', { name: 'export everything' }).click();
  await expect(page.getByRole('heading', { name: 'Export and import', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Your data is always yours: you can export everything here/)).toBeVisible();
  await expect(page.getByText('Importing needs an active subscription or trial.')).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download ICF log (CSV)' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^icf-client-coaching-log-.*\.csv$/);
  expect((await page.request.get('/api/export/csv/clients')).status()).toBe(200);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'export after the subscription ended');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Subscription', exact: true })).toBeVisible();
});

test('leaving the demo checkout returns to the plans page with nothing charged', async ({ signedInPage: { page } }) => {
  await page.goto('/subscription/plans');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('link', { name: 'Cancel and return to plans' }).click();
  await expect(page.getByText('Checkout canceled. You have not been charged.')).toBeVisible();
  await expect(page.getByText('Free trial — 14 days left')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('coach-logbook.user.pending-checkout'))).toBeNull();
});
