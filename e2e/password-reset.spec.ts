import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

const NEW_PASSWORD = 'Renewed7Password';

test('a coach resets a forgotten password through the e-mailed link', async ({
  page,
  browser,
  createCoach,
  outbox,
}) => {
  const coach = await createCoach();
  // Another device is signed in; the reset must end that session too.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, coach);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign in' })).toHaveAttribute('href', '/login');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(coach.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset link sent to your email' })).toBeVisible();
  await keepScreenshot(page, 'reset link requested');

  const link = await outbox.waitForLink(coach.email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('New Password').fill('weakpass');
  await expect(page.getByText('Password must contain at least one number')).toBeVisible();
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Please fix the password requirements')).toBeVisible();
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill('Different7Password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  const confirm = page.getByLabel('Confirm Password');
  await expect(confirm).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(confirm).toHaveAttribute('type', 'text');
  await keepScreenshot(page, 'new password form');
  await page.getByRole('button', { name: 'Update Password' }).click();

  const updated = 'Your password has been updated. Please log in with your new password.';
  await expect(page.getByRole('status').filter({ hasText: updated })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await expect(page.getByText(updated).first()).toBeVisible();
  expect(await (await otherPage.request.get('/api/me')).json()).toEqual({ user: null, access: null });
  await otherDevice.close();

  await page.getByLabel('Email').fill(coach.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(link);
  await expect(
    page.getByText('This password reset link has expired or is invalid. Please request a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('an unknown address gets the same answer, even sent before the robot check has loaded', async ({ page }) => {
  // A slow network: the form is sent before the "I'm not a robot" check has even loaded.
  let delayed = 0;
  await page.route(/\/assets\/register-altcha-[^/]+\.js$/, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset link sent to your email' })).toBeVisible();
  expect(delayed, 'the check’s code was held back').toBe(1);
  await page.getByLabel('Email').fill('not an email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('links that land on the wrong page are routed, and link errors are shown', async ({ page }) => {
  await page.goto('/?token=abc123&type=recovery');
  await expect(page).toHaveURL(/\/reset-password\?token=abc123&type=recovery$/);
  await expect(
    page.getByText('This password reset link has expired or is invalid. Please request a new one.'),
  ).toBeVisible();

  await page.goto('/login?token=abc123&type=signup');
  await expect(page).toHaveURL(/\/verify\?token=abc123&type=signup$/);
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();

  await page.goto('/reset-password?error=access_denied&error_description=Email+link+is+invalid+or+has+expired');
  await expect(
    page.getByText('Error from authentication provider: Email link is invalid or has expired'),
  ).toBeVisible();
});

test('the reset diagnostics say what is wrong with a link without showing it', async ({ page, createCoach }) => {
  const coach = await createCoach();
  await page.goto('/debug-reset?token=secret-looking-token&type=recovery');
  await expect(page.getByRole('heading', { name: 'Reset link diagnostics' })).toBeVisible();
  await expect(page.getByText('No, it is invalid or has already been used')).toBeVisible();
  await expect(page.getByText('Not signed in')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('secret-looking-token');
  // No confirmation link from an address alone: the page sends the person to sign in instead.
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
  await expect(page.getByText('Waiting for a confirmation link? Sign in with your email and password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'reset diagnostics');

  await page.getByLabel('Email').fill(coach.email);
  await page.getByRole('button', { name: 'Request a new reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password reset link sent to your email' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Reset Password' }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=secret-looking-token&type=recovery$/);
});

test('a signed-in person can sign out everywhere from the troubleshooting page', async ({
  page,
  browser,
  createCoach,
}) => {
  const coach = await createCoach();
  await signIn(page, coach);
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, coach);

  await page.goto('/verify?token=forged&type=signup');
  await page.getByRole('link', { name: 'Troubleshoot' }).click();
  await expect(page).toHaveURL(/\/auth-troubleshoot\?token=forged&type=signup$/);
  await expect(page.getByRole('heading', { name: 'Sign-in troubleshooting' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${coach.email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'troubleshooting at phone width');

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been signed out on every device.')).toBeVisible();
  expect(await (await otherPage.request.get('/api/me')).json()).toEqual({ user: null, access: null });
  await otherDevice.close();
});
