import { adminApi, atPhoneWidth, expectToast, signInAsAdmin } from './support/admin';
import {
  createVerifiedCoach,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  uniqueEmail,
} from './support/fixtures';
import { keepScreenshot } from './support/screens';

test('an admin creates and edits invitations; the list shows skeleton rows while it loads', async ({ page }) => {
  await signInAsAdmin(page);
  // Hold the list answers until the loading skeleton has been seen; later ones pass at once.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/admin\/invitations\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/invitations');
  await expect(page.getByTestId('invitation-skeleton')).toHaveCount(3);
  release();
  await expect(page.getByRole('heading', { name: 'Invitations Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');

  // Create: refused without an e-mail, then sent.
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Invitation' });
  await expect(create.getByLabel('Free Account')).toBeChecked();
  await expect(create.getByText('Leave empty for no expiration')).toBeVisible();
  await expect(create.getByLabel('Role').locator('option')).toHaveText(['Regular User', 'Admin']);
  await expect(create.getByLabel('Email')).toHaveAttribute('type', 'email');
  await create.getByRole('button', { name: 'Create Invitation' }).click();
  await expectToast(page, 'Error', 'Please enter an email address.');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'create invitation dialog');
  const invitee = uniqueEmail('invited');
  await create.getByLabel('Email').fill(invitee);
  await create.getByRole('button', { name: 'Create Invitation' }).click();
  await expectToast(page, 'Success', `Invitation created for ${invitee}`);
  const row = page.getByRole('row').filter({ hasText: invitee });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('User');
  await expect(row).toContainText('Yes');
  await expect(row).toContainText('Never');
  await expect(row.getByRole('button', { name: /Reset/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'invitations');
  await atPhoneWidth(page, 'invitations');

  // Edit: an expiry date.
  await row.getByRole('button', { name: `Edit invitation for ${invitee}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Invitation' });
  await expect(edit.getByLabel('Email')).toHaveValue(invitee);
  await expectNoSeriousA11yViolations(page);
  await edit.getByLabel('Expiry Date (optional)').fill('2099-12-31');
  await edit.getByRole('button', { name: 'Update Invitation' }).click();
  await expectToast(page, 'Success', 'Invitation updated successfully');
  await expect(row).toContainText(new Date(2099, 11, 31).toLocaleDateString('en-US'));
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
});

test('the invitation e-mail opens sign-up with the invited address filled in', async ({ page, outbox }) => {
  await signInAsAdmin(page);
  const invitee = uniqueEmail('linked');
  await adminApi(page, 'POST', '/api/admin/invitations', { email: invitee, role: 'user', isFreeAccount: true });
  const mail = outbox.messagesFor(invitee)[0];
  expect(mail?.subject).toBe('You are invited to Coach Logbook');
  const link = mail!.text.match(/https?:\/\/\S+\/signup\?email=\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByLabel('Email')).toHaveValue(invitee);
});

test('an invited coach signs up free; the admin resets the account and deletes the invitation', async ({
  page,
  request,
  browser,
}) => {
  await signInAsAdmin(page);
  const invitee = uniqueEmail('free');
  await adminApi(page, 'POST', '/api/admin/invitations', { email: invitee, role: 'user', isFreeAccount: true });
  await createVerifiedCoach(request, invitee);
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, { email: invitee, password: 'Harbour7Lantern' });
  const me = (await (await coachPage.request.get('/api/me')).json()) as { access: { hasSubscription: boolean } };
  expect(me.access.hasSubscription).toBe(true);

  await page.goto('/admin/invitations');
  await page.getByRole('tab', { name: 'Accepted' }).click();
  const accepted = page.getByRole('row').filter({ hasText: invitee });
  await expect(accepted).toContainText('Accepted');
  await accepted.getByRole('button', { name: `Reset ${invitee} to normal account` }).click();
  const reset = page.getByRole('alertdialog', { name: 'Reset to Normal Account?' });
  await expect(reset).toContainText(
    'This will convert the free account to a normal account, requiring payment for continued access.',
  );
  await expectNoSeriousA11yViolations(page);
  await reset.getByRole('button', { name: 'Reset Account' }).click();
  await expectToast(page, 'Success', 'Account reset to normal status successfully');
  await expect(accepted).toContainText('No');
  const after = (await (await coachPage.request.get('/api/me')).json()) as { access: { hasSubscription: boolean } };
  expect(after.access.hasSubscription).toBe(false);
  await coachContext.close();

  await accepted.getByRole('button', { name: `Delete invitation for ${invitee}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete this invitation. This action cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Invitation deleted successfully');
  await expect(accepted).toHaveCount(0);

  await page.getByRole('tab', { name: 'Expired' }).click();
  await expect(page.getByText('No invitations found')).toBeVisible();
  await expect(page.getByText('Showing 0 to 0 of 0 results')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('invitations page in pages of 20', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = `page${Date.now()}`;
  for (let index = 0; index < 21; index += 1) {
    await adminApi(page, 'POST', '/api/admin/invitations', { email: `${tag}-${index}@example.com`, role: 'user' });
  }
  await page.goto('/admin/invitations');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByText(/Showing 1 to 20 of \d+ results/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Showing 21 to \d+ of \d+ results/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
});
