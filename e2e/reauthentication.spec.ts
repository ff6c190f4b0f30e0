import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

/**
 * A browser signed in less than 15 minutes ago is fresh, and every journey signs in fresh; a
 * stale session is made here by answering the first backup request as the server answers a
 * stale one (the integration tests prove the server refuses stale sessions). Everything after
 * it, the password check and the retried download, is the real server.
 */
async function answerFirstBackupAsStale(page: Page) {
  let answered = false;
  await page.route('**/api/export/backup', async (route) => {
    if (answered) return route.continue();
    answered = true;
    await route.fulfill({
      status: 403,
      json: { error: { code: 'REAUTH_REQUIRED', message: 'Please confirm your password to continue.' } },
    });
  });
}

test.describe('confirming the password for a sensitive action', () => {
  test('a coach with an older sign-in confirms the password and the backup downloads', async ({
    signedInPage: { page, coach },
  }) => {
    await page.goto('/export-import');
    await answerFirstBackupAsStale(page);
    const button = page.getByRole('button', { name: 'Download backup' });
    const downloaded = page.waitForEvent('download');
    await button.click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('For your security, this action needs your password again.')).toBeVisible();
    const password = dialog.getByLabel('Enter your password to continue');
    await expect(password).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'confirm your password');

    await password.fill('Wrong1Password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await password.fill(coach.password);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^coach-logbook-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await fs.readFile(await file.path(), 'utf8'))).toMatchObject({ format: 'coach-logbook-backup' });
    await expect(page.getByText('Download ready')).toBeVisible();
    await expect(button).toBeFocused();
  });

  test('cancelling leaves the action undone and says why, on a phone', async ({ signedInPage: { page } }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/export-import');
    await answerFirstBackupAsStale(page);
    await page.getByRole('button', { name: 'Download backup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
    await expect(dialog).toBeVisible();
    await keepScreenshot(page, 'confirm your password, phone');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Download failed')).toBeVisible();
    await expect(page.getByText('Please confirm your password to continue.')).toBeVisible();
  });
});
