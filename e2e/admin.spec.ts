import type { Page } from '@playwright/test';
import { adminApi, signInAsAdmin, userIdOf } from './support/admin';
import {
  createVerifiedCoach,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  uniqueEmail,
} from './support/fixtures';
import { keepScreenshot } from './support/screens';

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description }).filter({ visible: true });
  await expect(toast.first()).toContainText(title);
}

async function atPhoneWidth(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name} (phone)`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a coach is turned away from every admin screen', async ({ signedInPage: { page } }) => {
  for (const path of ['/admin', '/admin/users', '/admin/invitations']) {
    await page.goto(path);
    await expectToast(page, 'Access Denied', "You don't have permission to access this page.");
    await expect(page).toHaveURL(/\/$/);
  }
});

test('the admin entry page shows the figures and links to each part of the back-office', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Figures' });
  for (const title of ['Users', 'Coaches on trial', 'Active subscriptions', 'Free accounts']) {
    await expect(figures.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(figures.getByText(/£\d+\.\d\d/)).toBeVisible();
  await expect(page.getByRole('img', { name: /sign-ups? in the last 30 days/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back-office' });
  await expect(nav.getByRole('link', { name: /Support tickets/ })).toHaveAttribute('href', '/admin/support');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'admin home');
  await atPhoneWidth(page, 'admin home');
  await expect(nav.getByRole('link', { name: /Invitations/ })).toHaveAttribute('href', '/admin/invitations');
  await nav.getByRole('link', { name: /Users/ }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
});

test('an admin finds users by e-mail, name or role', async ({ page, request }) => {
  const tag = `um${Date.now()}`;
  const coach = await createVerifiedCoach(request, uniqueEmail(tag));
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage users, roles, and invitations')).toBeVisible();
  for (const name of ['Refresh', 'Add User', 'Invite User']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  const search = page.getByPlaceholder('Search by email, name, or role...');
  await search.fill(tag.toUpperCase());
  await expect(page.getByText('1 user(s) found')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: coach.email });
  await expect(row).toContainText('No Username');
  await expect(row).toContainText('User');
  await expect(row).toContainText('Trial');
  await expect(row).toContainText('Never');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'user management');
  await atPhoneWidth(page, 'user management');

  await search.fill(`${tag}-nobody`);
  await expect(page.getByText('No users found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search term')).toBeVisible();
  await expect(page.getByText('0 user(s) found')).toBeVisible();
});

test('an admin adds a user, verified at once, and changes their role', async ({ page, request }) => {
  const tag = `add${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  const search = page.getByPlaceholder('Search by email, name, or role...');

  // Add New User: refused without e-mail and password, then created verified.
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add New User' });
  await add.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'Error', 'Email and password are required');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'add user dialog');
  const addedEmail = uniqueEmail(`${tag}-added`);
  await add.getByLabel('Email').fill(addedEmail);
  await add.getByLabel('Password', { exact: true }).fill('Coaching1Logbook');
  await add.getByLabel('Username (optional)').fill(`${tag}_added`);
  await add.getByLabel('Role').selectOption('user');
  await add.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'Success', 'User created successfully');
  await expect(add).toBeHidden();
  await search.fill(tag);
  await expect(page.getByText('1 user(s) found')).toBeVisible();
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(page.url()).origin },
    data: { email: addedEmail, password: 'Coaching1Logbook' },
  });
  expect(signedIn.status()).toBe(200);

  // Edit User: the e-mail is read-only; the role changes.
  const addedRow = page.getByRole('row').filter({ hasText: addedEmail });
  await addedRow.getByRole('button', { name: `Edit ${tag}_added (${addedEmail})` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email')).toHaveValue(addedEmail);
  await expect(edit.getByLabel('Email')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Role').selectOption('admin');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'User updated successfully');
  await expect(addedRow).toContainText('Admin');
});

test('an admin invites a user and deletes another from the user list', async ({ page, request }) => {
  const coach = await createVerifiedCoach(request, uniqueEmail('doomed'));
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  const search = page.getByPlaceholder('Search by email, name, or role...');
  const row = page.getByRole('row').filter({ hasText: coach.email });

  // Invite User: the expiry checkbox reveals the date picker.
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Error', 'Email is required');
  await expect(invite.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(invite.getByLabel('Expiry date', { exact: true })).toBeHidden();
  await invite.getByLabel('Set expiry date for invitation').check();
  await expect(invite.getByLabel('Expiry date', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'invite user dialog');
  await invite.getByLabel('Email').fill(uniqueEmail('invitee'));
  await invite.getByLabel('Expiry date', { exact: true }).fill('2099-12-31');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Success', 'Invitation sent successfully');

  // Delete User: the confirmation names the user.
  await search.fill(coach.email);
  await expect(page.getByText('1 user(s) found')).toBeVisible();
  await row.getByRole('button', { name: `Delete No Username (${coach.email})` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(confirm).toContainText(`No Username (${coach.email})`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'User deleted successfully');
  await expect(page.getByText('No users found')).toBeVisible();
});

test('an admin reads a user’s page, changes the role, grants a free account and deletes the user', async ({
  page,
  request,
}) => {
  const coach = await createVerifiedCoach(request, uniqueEmail('detail'));
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search by email, name, or role...').fill(coach.email);
  await page.getByRole('row').filter({ hasText: coach.email }).getByRole('cell').nth(2).click();
  await expect(page.getByRole('heading', { name: 'No Username', level: 1 })).toBeVisible();
  await expect(page.getByText(coach.email)).toBeVisible();
  await expect(page.getByText('Counts only')).toBeVisible();
  await expect(page.getByText('No admin actions on this user yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Grant free account' }).click();
  await expectToast(page, 'Success', 'User updated successfully');
  await expect(page.getByRole('button', { name: 'Remove free account' })).toBeVisible();
  await page.getByLabel('Role').selectOption('admin');
  await page.getByRole('button', { name: 'Change role' }).click();
  await expectToast(page, 'Success', 'User updated successfully');
  await expect(page.getByText('Role changed from user to admin')).toBeVisible();
  await expect(page.getByText('Free account granted')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'user detail');
  await atPhoneWidth(page, 'user detail');

  await page.getByRole('button', { name: 'Delete user' }).click();
  await page.getByRole('alertdialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'User deleted successfully');
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('the protected admin cannot be demoted or deleted from its page', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/users/${await userIdOf(page.request)}`);
  await expect(page.getByText('This account must remain as admin')).toBeVisible();
  await expect(page.getByLabel('Role')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete user' })).toHaveCount(0);
});

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
  await signIn(coachPage, { email: invitee, password: 'Coaching1Logbook' });
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
