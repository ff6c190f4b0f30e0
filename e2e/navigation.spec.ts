import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { openAccountMenu } from './support/navigation';
import { keepScreenshot } from './support/screens';

const TABLET = { width: 820, height: 1180 };
const SMALL_LAPTOP = { width: 1024, height: 768 };

const topBarPages = [
  ['Dashboard', /\/dashboard$/, 'Dashboard — Coach Logbook'],
  ['Clients', /\/clients$/, 'Clients — Coach Logbook'],
  ['Sessions', /\/sessions$/, 'Sessions — Coach Logbook'],
  ['Supervision', /\/supervision$/, 'Supervision — Coach Logbook'],
  ['CPD', /\/cpd$/, 'CPD — Coach Logbook'],
  ['Reports', /\/reports$/, 'Reports — Coach Logbook'],
  ['Tools', /\/coach-tools\/wheel-of-life$/, 'Wheel of Life — Coach Logbook'],
] as const;

async function walkTheTopBar(page: Page) {
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText([
    'Dashboard',
    'Clients',
    'Sessions',
    'Supervision',
    'CPD',
    'Accreditation',
    'Reports',
    'Tools',
  ]);
  await expect(main.getByRole('link', { name: 'Accreditation' })).toHaveAttribute('href', '/accreditation');
  for (const [label, url, title] of topBarPages) {
    await main.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page).toHaveTitle(title);
    await expect(main.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
}

test('every page is one click away in the top bar, each with its own title', async ({ signedInPage: { page } }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await walkTheTopBar(page);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'top bar, desktop');
});

for (const [name, size] of [
  ['a tablet', TABLET],
  ['a small laptop', SMALL_LAPTOP],
] as const) {
  test(`on ${name} the top bar keeps every page visible`, async ({ signedInPage: { page } }) => {
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await walkTheTopBar(page);
    // No sideways scrolling of the page itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, `top bar, ${name}`);
  });
}

test('the account menu opens by keyboard and leads to the account pages and sign-out', async ({
  signedInPage: { page, coach },
}) => {
  await page.goto('/dashboard');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await expect(trigger).toContainText(coach.email.charAt(0).toUpperCase());
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(coach.email);
  // Community because this run sets COMMUNITY_URL; no admin link for a coach.
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Export / import',
    'Account',
    'Profile',
    'Plans',
    'Support',
    'Community',
    'Sign out',
  ]);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'account menu open');

  // Opened by keyboard, it takes the focus to its first item; arrows move on; Escape gives the focus back.
  await expect(menu.getByRole('menuitem', { name: 'Export / import' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  for (const [label, url, heading] of [
    ['Export / import', /\/export-import$/, 'Export and import'],
    ['Account', /\/account$/, 'Account'],
    ['Profile', /\/profile$/, 'Profile'],
    ['Plans', /\/subscription\/plans$/, undefined],
    ['Support', /\/support$/, undefined],
    ['Community', /\/community$/, 'Community'],
  ] as const) {
    await (await openAccountMenu(page)).getByRole('menuitem', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page).toHaveTitle(`${label} — Coach Logbook`);
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign in — Coach Logbook');
});

test('"Back to home" on the dashboard stays in the signed-in app', async ({ signedInPage: { page } }) => {
  await page.goto('/clients');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test('without COMMUNITY_URL the account menu has no Community', async ({ signedInPage: { page } }) => {
  // The server's answer as it is when the setting is unset.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), communityUrl: null } });
  });
  await page.goto('/dashboard');
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Support' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Community' })).toHaveCount(0);
});
