import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot, keepScreenshotsAtWidths } from './support/screens';
import { sendAsCoach } from './support/api';

test('a coach adds, edits and deletes clients', async ({ signedInPage: { page } }) => {
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients found. Click "Add client" to create one.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add client' });
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Zoe Walker');
  await dialog.getByLabel('Email').fill('zoe@example');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill('zoe@example.com');
  await dialog.getByLabel('Phone').fill('07700 900123');
  await dialog.getByLabel('Notes').fill('Career transition; wants clarity on the next role.');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'add client dialog');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Client created successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Adam Brook');
  await page.getByRole('dialog').getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Adam Brook');
  await expect(rows.nth(2)).toContainText('Zoe Walker');
  await expect(rows.nth(2)).toContainText('zoe@example.com');
  await keepScreenshot(page, 'clients list');

  await page.getByRole('button', { name: 'Edit Zoe Walker' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit client' });
  await expect(edit.getByLabel('Notes')).toHaveValue('Career transition; wants clarity on the next role.');
  await expectNoSeriousA11yViolations(page);
  await edit.getByLabel('Name').fill('Zoe Walker-Smith');
  await edit.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByText('Client updated successfully')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Zoe Walker-Smith');

  await page.getByRole('button', { name: 'Actions for Zoe Walker-Smith' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('This will permanently delete the client and all their sessions.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('table')).toContainText('Zoe Walker-Smith');

  await page.getByRole('button', { name: 'Actions for Zoe Walker-Smith' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Client deleted successfully')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText('Zoe Walker-Smith');

  await page.reload();
  await expect(page.getByRole('table')).toContainText('Adam Brook');
  await expect(page.getByRole('table')).not.toContainText('Zoe');
});

test('a client with sessions is archived first, and deleted only once their name is typed', async ({
  signedInPage: { page },
}) => {
  await page.goto('/clients');
  for (const name of ['Maya Patel', 'Omar Haddad']) {
    const { client } = await sendAsCoach(page, '/api/clients', { name });
    const date = new Date().toISOString().slice(0, 10);
    await sendAsCoach(page, '/api/coaching-sessions', { clientId: client.id, date, duration: 60 });
  }
  await page.reload();
  const table = page.getByRole('table');

  await page.getByRole('button', { name: 'Actions for Maya Patel' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('all their sessions (1), with their hours. Archiving keeps them.');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'client delete with sessions');
  await confirm.getByRole('button', { name: 'Archive instead' }).click();
  await expect(page.getByText('Maya Patel archived; their sessions are kept')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Maya Patel' })).toContainText('Archived');

  await page.getByRole('button', { name: 'Actions for Omar Haddad' }).click();
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeVisible();
  // At desktop width only: below 1024 px the rows become cards, and a card opens its own menu
  // (the phone test below).
  await keepScreenshot(page, 'client actions menu');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = confirm.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await confirm.getByLabel('Type Omar Haddad to delete').fill('Omar');
  await expect(remove).toBeDisabled();
  await confirm.getByLabel('Type Omar Haddad to delete').fill('Omar Haddad');
  await remove.click();
  await expect(page.getByText('Client deleted successfully')).toBeVisible();
  await expect(table).not.toContainText('Omar Haddad');
  await keepScreenshotsAtWidths(page, 'client deleted with undo');

  // For 10 seconds the toast offers Undo: Omar comes back with his session.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Omar Haddad restored')).toBeVisible();
  await expect(table.getByRole('link', { name: '1 sessions with Omar Haddad' })).toBeVisible();
  await page.reload();
  await expect(table).toContainText('Maya Patel');
  await expect(table.getByRole('link', { name: '1 sessions with Omar Haddad' })).toBeVisible();
});

test('a coach never sees another coach’s clients', async ({ signedInPage: { page }, browser, createCoach }) => {
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Confidential Client');
  await page.getByRole('dialog').getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('table')).toContainText('Confidential Client');

  const other = await createCoach();
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const signIn = await otherPage.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(page.url()).origin },
    data: { email: other.email, password: other.password },
  });
  expect(signIn.status()).toBe(200);
  await otherPage.goto('/clients');
  await expect(otherPage.getByText('No clients found. Click "Add client" to create one.')).toBeVisible();
  await otherContext.close();
});

test('the clients list is usable at phone width', async ({ signedInPage: { page } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Phone Client');
  await page.getByRole('dialog').getByRole('button', { name: 'Save client' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Phone Client' });
  await expect(card).toBeVisible();

  // The card's '…' menu opens on the screen, its actions within reach of a thumb.
  await card.getByRole('button', { name: 'Actions for Phone Client' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'client actions menu at phone width');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Clients' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'clients at phone width');
});
