import fs from 'node:fs';
import path from 'node:path';
import { createLinkSigner } from '../src/server/lib/security/signed-links';
import { unsubscribeLinks } from '../src/server/features/weekly-summary/unsubscribe-links';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { openAccountMenu } from './support/navigation';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/paths';
import { keepScreenshotsAtWidths } from './support/screens';

/**
 * The links a summary e-mail carries for this coach. The summary goes out on Monday mornings
 * only, so the journey makes the same links as the e-mail would, with the server's own secret
 * (kept under DATA_DIR when AUTH_SECRET is not set, as in this run).
 */
function summaryLinksFor(userId: string) {
  const secret = fs.readFileSync(path.join(E2E_DATA_DIR, 'auth-secret'), 'utf8').trim();
  return unsubscribeLinks(E2E_BASE_URL, createLinkSigner(secret), userId);
}

test('a coach turns the weekly summary on in the account, and off with the link from the e-mail', async ({
  signedInPage: { page },
  browser,
}) => {
  await page.goto('/dashboard');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Weekly summary' })).toBeVisible();

  const toggle = page.getByRole('switch', { name: 'E-mail me a weekly summary' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveAccessibleDescription(/Sent on Mondays from 8 am, UTC time\./);
  await toggle.click();
  await expect(page.getByText('Weekly summary turned on')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshotsAtWidths(page, 'account weekly summary on');

  // Saved at once: it is still on after a reload, and the keyboard turns it off and on again.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Weekly summary turned off')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // The link from the e-mail, opened where the coach is not signed in.
  const { user } = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const links = summaryLinksFor(user.id);
  const mailReader = await browser.newContext();
  const reader = await mailReader.newPage();
  await reader.goto(links.page);
  await expect(reader.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(reader.getByText('You will get no more weekly summaries from Coach Logbook.')).toBeVisible();
  await expectNoSeriousA11yViolations(reader);
  await keepScreenshotsAtWidths(reader, 'unsubscribed');

  // The List-Unsubscribe address opened in a browser leads to the same page.
  await reader.goto(links.api);
  await expect(reader).toHaveURL(/\/unsubscribe\?token=/);
  await expect(reader.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // A link cut short in the e-mail says what to do instead.
  await reader.goto(links.page.slice(0, -5));
  await expect(
    reader.getByText('This unsubscribe link is not valid. Sign in and turn the weekly summary off in your account.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(reader);
  await keepScreenshotsAtWidths(reader, 'unsubscribe link not valid');
  await mailReader.close();

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
});
