import type { Page } from '@playwright/test';
import { freshTotp } from '../src/test/totp';
import { COACH_PASSWORD, expect, expectNoSeriousA11yViolations, test, type Coach } from './support/fixtures';
import { keepScreenshot } from './support/screens';

const codeFor = (key: string) => freshTotp(`otpauth://totp/x?secret=${key.replace(/\s/g, '')}`);

async function signInWithPassword(page: Page, coach: Coach) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(coach.email);
  await page.getByLabel('Password', { exact: true }).fill(coach.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

test('a coach turns on two-factor, then signs in with a code and with a backup code', async ({
  signedInPage: { page, coach },
}) => {
  await page.goto('/account');
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please enter your password')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByLabel('Enter your password to continue').fill(COACH_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await dialog.locator('code').textContent())!;
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await keepScreenshot(page, 'two-factor set-up');
  await dialog.getByLabel('Code from the app').fill('12');
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(dialog.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await dialog.getByLabel('Code from the app').fill(codeFor(key));
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();

  await expect(dialog.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
  const codes = await dialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  // The password alone is no longer enough.
  await signInWithPassword(page, coach);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'two-factor sign-in');
  await page.getByLabel('Authentication code').fill(codeFor(key) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('main').getByText('That code is not right. Check the time on your phone and try the newest code.'),
  ).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeFor(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signInWithPassword(page, coach);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off asks for the password again.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('dialog', { name: 'Turn off two-factor authentication' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await page.getByRole('dialog').getByLabel('Enter your password to continue').fill(COACH_PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
});

test('on a phone, a code typed after the sign-in has lapsed sends the coach back to sign in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/two-factor');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'two-factor sign-in, phone');
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('main').getByText('Your sign-in has expired. Please sign in again.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
