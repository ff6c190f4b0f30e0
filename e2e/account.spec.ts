import { COACH_PASSWORD, expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { solvedCaptcha } from './support/captcha';
import { E2E_BASE_URL } from './support/paths';
import { sendAsCoach } from './support/api';
import { keepScreenshot, keepScreenshotsAtWidths } from './support/screens';

test('a coach changes the password and signs other devices out', async ({ signedInPage: { page, coach }, browser }) => {
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, coach);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.locator('#main').getByText(coach.email)).toBeVisible();
  await expect(page.getByText('Member since')).toBeVisible();
  await expect(page.getByText('Free trial')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'account');

  await page.getByLabel('Current password').fill('Not1MyPassword');
  await page.getByLabel('New password', { exact: true }).fill('Changed8Password');
  await page.getByLabel('Confirm new password').fill('Changed8Password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  expect((await (await otherPage.request.get('/api/me')).json()).user).not.toBeNull();

  await page.getByLabel('Current password').fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByText('Your password has been changed. Your other devices have been signed out.'),
  ).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  expect(await (await otherPage.request.get('/api/me')).json()).toEqual({ user: null, access: null });

  // The list of devices, and one of them signed out from it.
  await signIn(otherPage, { email: coach.email, password: 'Changed8Password' });
  await page.reload();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  // The browser's own user agent (Playwright's Desktop Chrome) names it.
  await expect(devices.getByRole('listitem').first()).toContainText(/Chrome on \w+This device/);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'account devices');
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(page.getByText('Device signed out')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect(await (await otherPage.request.get('/api/me')).json()).toEqual({ user: null, access: null });

  await signIn(otherPage, { email: coach.email, password: 'Changed8Password' });
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(page.getByText('Only this browser is still signed in.')).toBeVisible();
  expect(await (await otherPage.request.get('/api/me')).json()).toEqual({ user: null, access: null });
  expect((await (await page.request.get('/api/me')).json()).user.email).toBe(coach.email);
  await otherDevice.close();
});

test('a coach deletes all sessions, then all clients, from /account after a backup is offered', async ({
  signedInPage: { page },
}) => {
  await page.goto('/clients');
  const { client } = await sendAsCoach(page, '/api/clients', { name: 'Kept Client' });
  const date = new Date().toISOString().slice(0, 10);
  await sendAsCoach(page, '/api/coaching-sessions', { clientId: client.id, date, duration: 60 });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  const card = page.getByRole('region', { name: 'Delete all clients or sessions' });
  await expect(card.getByRole('link', { name: 'download a backup' })).toHaveAttribute('href', '/export-import');
  const sessions = card.getByRole('button', { name: 'Delete all sessions' });
  await expect(sessions).toBeDisabled();
  await card.getByLabel('Type delete all sessions to confirm').fill('delete all');
  await expect(sessions).toBeDisabled();
  await card.getByLabel('Type delete all sessions to confirm').fill('delete all sessions');
  await expectNoSeriousA11yViolations(page);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshotsAtWidths(page, 'delete all sessions');
  await sessions.click();
  await expect(page.getByText('1 session deleted')).toBeVisible();

  await card.getByLabel('All clients, with all their sessions and tools').check();
  await card.getByLabel('Type delete all clients to confirm').fill('delete all clients');
  await card.getByRole('button', { name: 'Delete all clients' }).click();
  await expect(page.getByText('1 client and 0 sessions deleted')).toBeVisible();
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await expect(page.getByText('No clients found.')).toBeVisible();
  // The account itself stays.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a coach deletes the account after typing the password', async ({ signedInPage: { page, coach } }) => {
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).first().click();
  await page.getByLabel('Name').fill('Client To Erase');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Client To Erase', exact: true })).toBeVisible();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'delete account dialog');
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(dialog.getByText('Please enter your password')).toBeVisible();
  await dialog.getByLabel('Enter your password to confirm').fill('Wrong9Password');
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();

  await dialog.getByLabel('Enter your password to confirm').fill(COACH_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and all of its data have been deleted.')).toBeVisible();

  await page.getByLabel('Email').fill(coach.email);
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect' }),
  ).toBeVisible();
});

test('a coach sets a username and display name on the profile', async ({ signedInPage: { page }, createCoach }) => {
  const rival = await createCoach();
  const rivalContext = await page.context().browser()!.newContext();
  const rivalPage = await rivalContext.newPage();
  await signIn(rivalPage, rival);
  const taken = `taken${Date.now()}`;
  const claimed = await rivalPage.request.put('/api/profile', {
    data: { username: taken, displayName: 'Rival' },
    headers: { origin: E2E_BASE_URL },
  });
  expect(claimed.status()).toBe(200);
  await rivalContext.close();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await expect(
    page.getByText(/You accepted the Terms of Service and Privacy Policy \(version 1\.0\) on/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Username').fill('ab');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();

  await page.getByLabel('Username').fill(taken.toUpperCase());
  await page.getByLabel('Display name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('That username is already taken. Please choose another.').first()).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue('Ada Lovelace');

  const mine = `ada${Date.now()}`;
  await page.getByLabel('Username').fill(mine);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue(mine);
  await expect(page.getByLabel('Display name')).toHaveValue('Ada Lovelace');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'profile at phone width');
});

test('opening a verification link twice says the address is already verified', async ({ page, outbox, request }) => {
  const email = `twice-${Date.now()}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL },
    data: { email, password: COACH_PASSWORD, name: '', termsAccepted: true, captcha: await solvedCaptcha(request) },
  });
  expect(signUp.status()).toBe(200);
  const link = await outbox.waitForLink(email, '/verify');
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('Verification Successful!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/verify/);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('This email address has already been verified. You can proceed to login.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  await expect(page.getByText('This email address has already been verified. You can proceed to login.')).toBeVisible();
});
