import { E2E_ADMIN_EMAIL } from './support/paths';
import { signInAsAdmin } from './support/admin';
import { expect, expectNoSeriousA11yViolations, KNOWN_CONSOLE_ERROR, test } from './support/fixtures';
import { keepScreenshotsAtWidths } from './support/screens';

const UNREACHABLE = "Can't reach Coach Logbook — your work is safe";

test('a signed-in coach opening /verify without a token sees the verified state; a magic link is named', async ({
  signedInPage: { page },
}) => {
  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Verification Successful!' })).toBeVisible();
  await expect(page.getByText('This email address has already been verified. You can proceed to login.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/verify?token=abc123&type=magiclink');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('This link type is not used by Coach Logbook')).toBeVisible();
  // Opened on another page, such a link is routed to /verify and answered the same way.
  await page.goto('/dashboard#access_token=abc&type=magiclink');
  await expect(page.getByText('This link type is not used by Coach Logbook')).toBeVisible();
});

test("a slow page shows 'Loading application...' while its code loads", async ({ signedInPage: { page } }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
  await page.route(/\/assets\/reports-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
  await expect(page.getByText('Loading application...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading application...')).toBeHidden();
});

test.describe('when the server cannot be reached mid-visit', () => {
  test.use({
    serviceWorkers: 'block',
    allowedConsoleError: new RegExp(
      `${KNOWN_CONSOLE_ERROR.source}|net::ERR_FAILED|net::ERR_CONNECTION_REFUSED|net::ERR_INTERNET_DISCONNECTED`,
    ),
  });

  test('a page says so inside the frame and opens by itself when the server is back', async ({
    signedInPage: { page },
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
    await page.route(/\/(api|assets)\//, (route) => route.abort('connectionrefused'));
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: UNREACHABLE, level: 1 })).toBeVisible();
    // The frame stays: the navigation is still there.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeAttached();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshotsAtWidths(page, 'server unreachable');

    await page.unroute(/\/(api|assets)\//);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 15_000 });
  });

  test('adding a client offline says plainly that it needs a connection, and keeps what was typed', async ({
    signedInPage: { page },
    context,
  }) => {
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Add client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    await dialog.getByLabel('Name').fill('Offline Olivia');
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Save client' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Saving a client needs a connection to Coach Logbook. What you typed stays here: save again when you are back online.',
    );
    await expect(dialog.getByLabel('Name')).toHaveValue('Offline Olivia');
    await context.setOffline(false);
    await dialog.getByRole('button', { name: 'Save client' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table').or(page.getByRole('list', { name: 'Clients' }))).toContainText(
      'Offline Olivia',
    );
  });
});

test('admins show as needing no payment, and a user page lists the subscription checks', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search by email, name, or role...').fill(E2E_ADMIN_EMAIL);
  const row = page.getByRole('row').filter({ hasText: E2E_ADMIN_EMAIL });
  await expect(row).toContainText('Admin — no payment needed');
  await expect(row).not.toContainText('Trial');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Subscription checks' })).toBeVisible();
  await expect(page.getByText('Admin — no payment needed').first()).toBeVisible();
  await expect(page.getByText('sign-in').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshotsAtWidths(page, 'admin user page with subscription checks');
});
