import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/paths';
import { keepScreenshot } from './support/screens';

// The spec's breakpoints: mobile under 768 px, small mobile under 480 px.
const SMALL_PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function addClient(page: Page, name: string) {
  const response = await page.request.post('/api/clients', { headers: { origin: E2E_BASE_URL }, data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { client: { id: string } }).client.id;
}

/** Holds the client list and the pickers' client names back until the returned function is called. */
async function holdClientList(page: Page) {
  let send = () => {};
  const sent = new Promise<void>((resolve) => (send = resolve));
  await page.route(/\/api\/clients(\/names)?(\?|$)/, async (route) => {
    await sent;
    await route.fallback();
  });
  return send;
}

/** Presses Tab until `target` has the focus (at most `limit` times): reaching it by keyboard. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 15) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('on a small phone the navigation is a menu that works by keyboard', async ({ signedInPage: { page } }) => {
  await page.setViewportSize(SMALL_PHONE);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await tabTo(page, menuButton);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'menu open, small phone');

  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // A link chosen by keyboard opens its page and closes the menu. The menu gives the focus to its
  // first link as it opens; a Tab pressed before that would leave from the menu button instead.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Clients' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('a list is a table on a desktop and cards on a small phone', async ({ signedInPage: { page } }) => {
  await addClient(page, 'Card Client');
  await page.setViewportSize(DESKTOP);
  await page.goto('/clients');
  const table = page.getByRole('table', { name: 'Clients' });
  const cards = page.getByRole('list', { name: 'Clients' });
  await expect(table.getByRole('row').filter({ hasText: 'Card Client' })).toBeVisible();
  await expect(cards).toBeHidden();

  await page.setViewportSize(SMALL_PHONE);
  await expect(table).toBeHidden();
  const card = cards.getByRole('listitem').filter({ hasText: 'Card Client' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit Card Client' })).toBeVisible();
  // No sideways scrolling: the page is no wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'clients as cards, small phone');
});

test('dialogs take the focus and give it back to what opened them', async ({ signedInPage: { page } }) => {
  const clientId = await addClient(page, 'Focus Client');
  const session = await page.request.post('/api/coaching-sessions', {
    headers: { origin: E2E_BASE_URL },
    data: { clientId, date: '2026-03-05', duration: 60 },
  });
  expect(session.status(), await session.text()).toBe(201);

  await page.setViewportSize(SMALL_PHONE);
  // The client list is held back until the dialog has the focus: its arrival must not take it away.
  const sendClients = await holdClientList(page);
  await page.goto('/sessions');
  const edit = page.getByRole('button', { name: /^Edit session with Focus Client on / });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit session' });
  await expect(dialog).toBeVisible();
  const picker = dialog.getByLabel('Client', { exact: true });
  await expect(picker).toBeFocused();
  sendClients();
  await expect(picker.getByRole('option', { name: 'Choose a client' })).toBeAttached();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue(clientId);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'edit session dialog, small phone');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Delete waits in the row's '…' menu, reached and chosen with the keyboard.
  const remove = page.getByRole('button', { name: /^Actions for session with Focus Client on / });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  // A new session starts with the last session's client, shown once the list arrives.
  const sendAgain = await holdClientList(page);
  await page.reload();
  await page.getByRole('button', { name: 'Log session' }).click();
  const added = page.getByRole('dialog', { name: 'Log session' }).getByLabel('Client', { exact: true });
  await expect(added.getByRole('option', { name: 'Loading clients...' })).toBeAttached();
  sendAgain();
  await expect(added.getByRole('option', { name: 'Choose a client' })).toBeAttached();
  await expect(added).toHaveValue(clientId);
  await page.keyboard.press('Escape');

  await page.setViewportSize(DESKTOP);
  await page.goto('/clients');
  const add = page.getByRole('button', { name: 'Add client' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add client' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(add).toBeFocused();
});
