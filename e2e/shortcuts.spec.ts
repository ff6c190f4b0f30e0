import type { Locator, Page } from '@playwright/test';
import { sendAsCoach } from './support/api';
import { daysAgo } from './support/accreditation-profiles';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

/** Moves the focus with Tab, as a keyboard user does, until it rests on `target`. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard only: L logs a session from any page with the last one’s prefill, Enter saves, ? lists the shortcuts, and a field keeps its letters', async ({
  signedInPage: { page },
}) => {
  const { client } = await sendAsCoach(page, '/api/clients', { name: 'Amelia Clarke' });
  await sendAsCoach(page, '/api/coaching-sessions', {
    clientId: client.id,
    date: daysAgo(7),
    duration: 75,
    payment: 'pro_bono',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard', level: 1 })).toBeVisible();

  // '?' lists the shortcuts; Escape closes the list.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByRole('term')).toHaveText([
    'Log session',
    'Save the form you are in',
    'Close a dialog without saving',
    'Show these shortcuts',
  ]);
  await expect(shortcuts.getByRole('definition').first()).toHaveText('L');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  // Through the navigation to a page without its own 'Log session' button.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  // L: the last session's client, length and payment, today; Enter saves.
  await page.keyboard.press('l');
  const dialog = page.getByRole('dialog', { name: 'Log session' });
  await expect(dialog.getByLabel('Client', { exact: true })).toHaveValue(client.id);
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('75');
  await expect(dialog.getByLabel('Payment')).toHaveValue('pro_bono');
  await expect(dialog.getByLabel('Duration (minutes)')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Session with Amelia Clarke on \d{1,2} [A-Z][a-z]+ saved$/)).toBeVisible();

  // Inside a field, L is a letter, never the shortcut.
  const search = page.getByRole('searchbox');
  await tabTo(page, search);
  await page.keyboard.type('Cl');
  await expect(search).toHaveValue('Cl');
  await expect(dialog).toBeHidden();

  // A list box's keys are its own too; on a link, Shift+L works as L does; Escape leaves without saving.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
  await page.keyboard.press('l');
  await expect(dialog).toBeHidden();
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Amelia Clarke', exact: true }));
  await page.keyboard.press('Shift+L');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('75');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const { total } = await (await page.request.get('/api/coaching-sessions')).json();
  expect(total).toBe(2);
});
