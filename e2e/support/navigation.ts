import type { Page } from '@playwright/test';

/** Opens the account menu of the top bar (from 768 px), as a coach does with the avatar. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

/** Signs out through the account menu. */
export async function signOutFromMenu(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
}
