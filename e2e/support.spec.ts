import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './support/fixtures';
import { E2E_COMMUNITY_URL, E2E_SUPPORT_ADMIN_EMAIL, E2E_SUPPORT_EMAIL } from './support/paths';
import { keepScreenshot } from './support/screens';

const PHONE = { width: 390, height: 844 };
const SUCCESS_TEXT = "We've received your ticket and will respond to your email shortly.";

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description }).filter({ visible: true });
  await expect(toast.first()).toContainText(title);
}

async function fillTicket(page: Page, summary: string) {
  await page.getByLabel('Issue type').selectOption({ label: 'Feature Request' });
  await page.getByLabel('Summary').fill(summary);
  await page.getByLabel('Description').fill('Please let me print a client summary.\nWith the sessions.');
}

test('a coach files a support ticket; the success panel goes after 5 seconds and the form keeps the e-mail', async ({
  signedInPage: { page, coach },
  outbox,
}) => {
  await page.goto('/support');
  const form = page.getByRole('heading', { name: 'Create Support Ticket' });
  await expect(form).toBeVisible();
  await expect(page.getByText('Monday to Friday, 9am to 5pm GMT')).toBeVisible();
  await expect(page.getByRole('link', { name: E2E_SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${E2E_SUPPORT_EMAIL}`,
  );
  await expect(page.getByLabel('Email')).toHaveValue(coach.email);
  const issueTypes = await page.getByLabel('Issue type').locator('option:not([disabled])').allTextContents();
  expect(issueTypes).toEqual(['Bug', 'Feature Request', 'Question', 'Other']);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'support form');

  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
  await expect(page.getByText('Summary is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillTicket(page, 'Printable client summary');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  const panel = page.getByRole('status').filter({ hasText: 'Support Ticket Created' });
  await expect(panel).toContainText(SUCCESS_TEXT);
  const shownAt = Date.now();
  await expectToast(page, 'Support Ticket Created', SUCCESS_TEXT);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'support success');

  await expect(panel).toBeHidden({ timeout: 8_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(4_000);
  await expect(page.getByLabel('Summary')).toHaveValue('');
  await expect(page.getByLabel('Issue type')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue(coach.email);

  const mail = outbox.messagesFor(E2E_SUPPORT_EMAIL).find((message) => message.text.includes(coach.email));
  expect(mail?.subject).toBe('[Support] Feature Request: Printable client summary');

  // 'Submit Another Ticket' brings the form back at once.
  await page.getByLabel('Email').fill('other-address@example.com');
  await fillTicket(page, 'Second ticket');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await page.getByRole('button', { name: 'Submit Another Ticket' }).click();
  await expect(page.getByLabel('Summary')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue(coach.email);

  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'support phone');
});

test.describe('when the server fails', () => {
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of (4\d\d|500)/ });

  test('the coach is told and keeps what they typed', async ({ signedInPage: { page } }) => {
    await page.route('**/api/support-tickets', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL_ERROR","message":"An unexpected error occurred"}}',
      }),
    );
    await page.goto('/support');
    await fillTicket(page, 'Kept after a failure');
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expectToast(page, 'Error', 'Failed to create support ticket. Please try again.');
    await expect(page.getByLabel('Summary')).toHaveValue('Kept after a failure');
  });
});

test('the community page opens the forum in a new tab', async ({ signedInPage: { page } }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  const join = page.getByRole('link', { name: /Join Community Forum/ });
  await expect(join).toHaveAttribute('href', E2E_COMMUNITY_URL);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'community');
});

test('without COMMUNITY_URL the community page says the forum is not available yet', async ({
  signedInPage: { page },
}) => {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), communityUrl: null } });
  });
  await page.goto('/community');
  await expect(page.getByText('The community forum is not available yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Join Community Forum/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'community without forum');
});

test('an admin lists support tickets, opens one and marks it resolved; coaches cannot', async ({
  page,
  createCoach,
}) => {
  const coach = await createCoach();
  await signIn(page, coach);
  await page.goto('/support');
  await page.getByLabel('Issue type').selectOption({ label: 'Bug' });
  await page.getByLabel('Summary').fill('Reports page is blank');
  await page.getByLabel('Description').fill('Nothing shows under Reports.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Support Ticket Created' })).toBeVisible();

  await page.goto('/admin/support');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();

  await page.context().clearCookies();
  await signInAsAdmin(page, E2E_SUPPORT_ADMIN_EMAIL);
  await page.goto('/admin/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Reports page is blank' });
  await expect(row).toContainText(coach.email);
  await expect(row).toContainText('Bug');
  await expect(row).toContainText('Stored');
  await expect(row).toContainText('Open');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'admin support list');

  await row.getByRole('link', { name: 'Open ticket: Reports page is blank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports page is blank' })).toBeVisible();
  await expect(page.getByText('Nothing shows under Reports.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'admin support ticket');
  await page.getByRole('button', { name: 'Mark resolved' }).click();
  await expectToast(page, 'Success', 'Ticket marked as resolved');
  await expect(page.getByRole('button', { name: 'Mark resolved' })).toBeHidden();
  await expect(page.getByRole('term').filter({ hasText: /^Resolved$/ })).toBeVisible();
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, 'admin support ticket phone');

  await page.getByRole('link', { name: 'Back to support tickets' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Reports page is blank' })).toContainText('Resolved');
  await keepScreenshot(page, 'admin support list phone');
});
