import { adminApi, atPhoneWidth, expectToast, signInAsAdmin, userIdOf } from './support/admin';
import {
  createVerifiedCoach,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  uniqueEmail,
} from './support/fixtures';
import { keepScreenshot } from './support/screens';

test('a coach is turned away from every admin screen', async ({ signedInPage: { page } }) => {
  for (const path of ['/admin', '/admin/users', '/admin/invitations']) {
    await page.goto(path);
    await expectToast(page, 'Access Denied', "You don't have permission to access this page.");
    await expect(page).toHaveURL(/\/$/);
  }
});

test('an admin without two-factor is asked to turn it on before the admin screens open', async ({
  page,
  browser,
  createCoach,
}) => {
  const coach = await createCoach();
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, coach);
  const coachId = await userIdOf(coachPage.request);
  await signInAsAdmin(page);
  await adminApi(page, 'PATCH', `/api/admin/users/${coachId}`, { username: null, role: 'admin' });

  // The role change ended the coach's sessions; signed in again, they are an admin without two-factor.
  await signIn(coachPage, coach);
  for (const path of ['/admin', '/admin/users']) {
    await coachPage.goto(path);
    await expect(coachPage.getByRole('heading', { name: 'Turn on two-factor authentication' })).toBeVisible();
    await expect(coachPage.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  }
  const refused = await coachPage.request.get('/api/admin/users');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('TWO_FACTOR_REQUIRED');
  await expectNoSeriousA11yViolations(coachPage);
  await keepScreenshot(coachPage, 'admin without two-factor');
  await atPhoneWidth(coachPage, 'admin without two-factor');
  await coachPage.getByRole('link', { name: 'Go to your account page' }).click();
  await expect(coachPage).toHaveURL(/\/account$/);
  await expect(coachPage.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeVisible();
  await coachContext.close();
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
  // Confirming the address signed the coach in: joined and last signed in today.
  const today = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(row.getByRole('cell').filter({ hasText: today })).toHaveCount(2);
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
  await add.getByRole('button', { name: 'Create user' }).click();
  await expectToast(page, 'Error', 'Email and password are required');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'add user dialog');
  const addedEmail = uniqueEmail(`${tag}-added`);
  await add.getByLabel('Email').fill(addedEmail);
  await add.getByLabel('Password', { exact: true }).fill('Harbour7Lantern');
  await add.getByLabel('Username (optional)').fill(`${tag}_added`);
  await add.getByLabel('Role').selectOption('user');
  await add.getByRole('button', { name: 'Create user' }).click();
  await expectToast(page, 'Success', 'User created successfully');
  await expect(add).toBeHidden();
  await search.fill(tag);
  await expect(page.getByText('1 user(s) found')).toBeVisible();
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(page.url()).origin },
    data: { email: addedEmail, password: 'Harbour7Lantern' },
  });
  expect(signedIn.status()).toBe(200);

  // Edit User: the e-mail is read-only; the role changes.
  const addedRow = page.getByRole('row').filter({ hasText: addedEmail });
  await addedRow.getByRole('button', { name: `Edit ${tag}_added (${addedEmail})` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email')).toHaveValue(addedEmail);
  await expect(edit.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expectNoSeriousA11yViolations(page);
  await edit.getByLabel('Role').selectOption('admin');
  await edit.getByRole('button', { name: 'Save changes' }).click();
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
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Error', 'Email is required');
  await expect(invite.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(invite.getByLabel('Expiry date', { exact: true })).toBeHidden();
  // The free-account choice, as on the invitations screen: on unless the admin unticks it.
  await expect(invite.getByRole('checkbox', { name: 'Free Account' })).toBeChecked();
  await invite.getByLabel('Set expiry date for invitation').check();
  await expect(invite.getByLabel('Expiry date', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'invite user dialog');
  await invite.getByLabel('Email').fill(uniqueEmail('invitee'));
  await invite.getByLabel('Expiry date', { exact: true }).fill('2099-12-31');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Success', 'Invitation sent successfully');

  // Delete User: the confirmation names the user.
  await search.fill(coach.email);
  await expect(page.getByText('1 user(s) found')).toBeVisible();
  await row.getByRole('button', { name: `Actions for No Username (${coach.email})` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(confirm).toContainText(`No Username (${coach.email})`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'User deleted successfully');
  await expect(page.getByText('No users found')).toBeVisible();
});

test('an admin reads a user’s page, signs them out, changes the role, grants a free account and deletes the user', async ({
  page,
  request,
  browser,
}) => {
  const coach = await createVerifiedCoach(request, uniqueEmail('detail'));
  const coachContext = await browser.newContext();
  await signIn(coachContext, coach);
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search by email, name, or role...').fill(coach.email);
  await page.getByRole('row').filter({ hasText: coach.email }).getByRole('cell').nth(2).click();
  await expect(page.getByRole('heading', { name: 'No Username', level: 1 })).toBeVisible();
  await expect(page.getByText(coach.email)).toBeVisible();
  await expect(page.getByText('Counts only')).toBeVisible();
  await expect(page.getByText('No admin actions on this user yet.')).toBeVisible();

  // A lost laptop: every session of the user ends at once.
  expect((await (await coachContext.request.get('/api/me')).json()).user).not.toBeNull();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectToast(page, 'Success', `${coach.email} has been signed out of 1 device`);
  await expect(page.getByText('Signed out everywhere (1 session ended)')).toBeVisible();
  expect(await (await coachContext.request.get('/api/me')).json()).toEqual({ user: null, access: null });
  await coachContext.close();

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
  await expect(page.getByRole('alertdialog', { name: 'Delete User' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
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
