import { COACH_PASSWORD, expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { expectCaptchaSolved } from './support/captcha';
import { keepScreenshot } from './support/screens';
import { signOutFromMenu } from './support/navigation';

test('a coach signs up, verifies through the e-mailed link, signs in and signs out', async ({ page, outbox }) => {
  const email = uniqueEmail('signup');

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectCaptchaSolved(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please fix the password requirements')).toBeVisible();
  await expect(page.getByText('You must accept the Terms of Service and Privacy Policy')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByLabel('Confirm Password').fill('Different1Password');
  await page.getByRole('checkbox', { name: /I accept the Terms of Service and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // Well-formed but among the 10,000 most common: only the server knows the list.
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await page.getByLabel('Confirm Password').fill('Password1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('This password is too common. Please choose one that is harder to guess.').first(),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByLabel('Confirm Password').fill(COACH_PASSWORD);
  await keepScreenshot(page, 'sign-up');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(
      'Account created successfully. Please confirm your email address and then log in to complete your subscription.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Signing in before confirming is refused with the spec's text, and offers a new link.
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please confirm your email address before logging in' }),
  ).toBeVisible();
  await keepScreenshot(page, 'sign-in before verification');
  // The password just typed proves the account: only then does a new link go out.
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(
    page.getByText('A new verification link is on its way, unless we sent you one in the last five minutes.', {
      exact: false,
    }),
  ).toBeVisible();

  // The link asks for the password chosen at sign-up: it confirms the address and signs in.
  await page.goto(await outbox.waitForLink(email, '/verify'));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Not4ThePassword');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That is not the password this account was created with.');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'verification');
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('Verification Successful!')).toBeVisible();
  // The first sign-in of an account created in this browser continues on the plans page.
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();

  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-in validates its fields and maps a wrong password to the spec’s text', async ({ page, createCoach }) => {
  const coach = await createCoach();
  await page.goto('/login');
  await expect(page.getByText('Enter your credentials to access your account')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const both = 'Please enter a valid email address, Password must be at least 6 characters';
  await expect(page.getByRole('alert').filter({ hasText: both })).toBeVisible();
  await expect(page.getByText('Validation Error')).toBeVisible();

  await page.getByLabel('Email').fill(coach.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong1Password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect' }),
  ).toBeVisible();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await keepScreenshot(page, 'sign-in failed');
});

test('a verification link without a token fails with the spec’s text and a way out', async ({ page }) => {
  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('Verification token not found in the URL.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Troubleshoot' })).toHaveAttribute('href', '/auth-troubleshoot');
  await expect(page.getByText('Token present')).toBeHidden();
  await page.getByText('Debugging information').click();
  await expect(page.getByText('Token present')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/verify?token=forged-token&type=signup');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Login' })).toBeVisible();
});
