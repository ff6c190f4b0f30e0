import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

// Dates on screen are in the browser's locale; fixing it makes '15 September 2027' the expected text.
test.use({ locale: 'en-GB' });

const WIDTHS = [1280, 820, 390] as const;

async function expectToast(page: Page, description: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: description }).first()).toBeVisible();
}

/** The screen at the three widths the project checks, kept in the report and as files to look at. */
async function screenshots(page: Page, name: string) {
  const folder = test.info().outputPath('screens');
  await fs.mkdir(folder, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, name);
}

async function goTo(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Accreditation records' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

const save = (dialog: Locator, label: string) => dialog.getByRole('button', { name: label }).click();

test('a coach keeps education, mentor coaching, credentials, feedback and practice facts', async ({
  signedInPage: { page },
}) => {
  // Five record pages, each saved, edited and kept at three widths: about 45 s alone on two cores.
  test.slow();
  await page.goto('/accreditation/education');
  await expect(page.getByRole('heading', { name: 'Coach-specific education', level: 1 })).toBeVisible();
  await expect(
    page.getByText('No education recorded yet. Click "Add education record" to add your first programme.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Education: field messages, then a programme added and edited.
  await page.getByRole('button', { name: 'Add education record' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add education record' });
  await save(dialog, 'Save education');
  await expect(dialog.getByText('Programme name is required')).toBeVisible();
  await expect(dialog.getByText('Total hours must be a number')).toBeVisible();
  await dialog.getByLabel('Programme name').fill('Coaching Essentials');
  await dialog.getByLabel('Provider').fill('Northern Coaching Academy');
  await dialog.getByLabel('Kind').selectOption({ label: 'ICF Level 1' });
  await dialog.getByLabel('Start date').fill('2024-01-10');
  await dialog.getByLabel('End date').fill('2024-06-30');
  await dialog.getByLabel('Total hours').fill('62.5');
  await dialog.getByLabel('Synchronous hours').fill('70');
  await save(dialog, 'Save education');
  await expect(dialog.getByText('Synchronous hours cannot be more than the total hours')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Synchronous hours').fill('40');
  await save(dialog, 'Save education');
  await expectToast(page, 'Education record created successfully');
  const education = page.getByRole('table', { name: 'Education records' });
  await expect(education).toContainText('Coaching Essentials');
  await expect(education).toContainText('10 January 2024 – 30 June 2024');
  await expect(education).toContainText('62.5 h');
  await page.getByRole('button', { name: 'Edit Coaching Essentials' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Edit education record' });
  await dialog.getByLabel('Total hours').fill('70');
  await dialog.getByLabel('End date').fill('');
  await save(dialog, 'Save education');
  await expectToast(page, 'Education record updated successfully');
  await expect(education).toContainText('70.0 h');
  await expect(education).toContainText('10 January 2024 – in progress');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'accreditation-education');

  // Mentor coaching: a group needs its size.
  await goTo(page, 'Mentor coaching', 'Mentor coaching');
  await expect(page.getByText('No mentor coaching recorded yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add mentor coaching session' }).click();
  dialog = page.getByRole('dialog', { name: 'Add mentor coaching session' });
  await dialog.getByLabel("Mentor's name").fill('Ana Mentor');
  await dialog.getByLabel("Mentor's credential", { exact: true }).selectOption({ label: 'MCC' });
  await dialog.getByLabel('Date', { exact: true }).fill('2025-03-01');
  await dialog.getByLabel('Format').selectOption({ label: 'Group' });
  await save(dialog, 'Save session');
  await expect(dialog.getByText('Group size is required for group mentoring')).toBeVisible();
  await dialog.getByLabel('Group size').fill('11');
  await save(dialog, 'Save session');
  await expect(dialog.getByText('Group size must be from 2 to 10')).toBeVisible();
  await dialog.getByLabel('Group size').fill('6');
  await save(dialog, 'Save session');
  // A date over a year back is questioned; keeping it saves the session.
  await expect(dialog.getByText('1 March 2025 is more than a year ago. Did you mean 1 March 2026?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep 1 March 2025' }).click();
  await expectToast(page, 'Mentor coaching session created successfully');
  const mentoring = page.getByRole('table', { name: 'Mentor coaching sessions' });
  await expect(mentoring).toContainText('Ana Mentor (MCC)');
  await expect(mentoring).toContainText('Group of 6');
  await expect(mentoring).toContainText('60 min');
  await page.getByRole('button', { name: 'Edit mentor coaching with Ana Mentor on 1 March 2025' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Edit mentor coaching session' });
  await dialog.getByLabel('Duration (minutes)').fill('90');
  await dialog.getByLabel('Format').selectOption({ label: 'One-to-one' });
  await save(dialog, 'Save session');
  await expectToast(page, 'Mentor coaching session updated successfully');
  await expect(mentoring).toContainText('One-to-one');
  await expect(mentoring).toContainText('1 h 30 min');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'accreditation-mentor-coaching');

  // Credentials: the expiry follows the body's default until the coach changes it.
  await goTo(page, 'Credentials', 'Credentials held');
  await page.getByRole('button', { name: 'Add credential' }).click();
  dialog = page.getByRole('dialog', { name: 'Add credential' });
  await dialog.getByLabel('Awarded on').fill('2024-09-15');
  await expect(dialog.getByLabel('Expires on')).toHaveValue('2027-09-15');
  await dialog.getByLabel('Body').selectOption({ label: 'EMCC' });
  await expect(dialog.getByLabel('Level')).toHaveValue('foundation');
  await expect(dialog.getByLabel('Expires on')).toHaveValue('2029-09-15');
  await dialog.getByLabel('Body').selectOption({ label: 'ICF' });
  await dialog.getByLabel('Level').selectOption({ label: 'PCC' });
  await save(dialog, 'Save credential');
  await expectToast(page, 'Credential created successfully');
  const credentials = page.getByRole('table', { name: 'Credentials held' });
  await expect(credentials).toContainText('ICF PCC');
  await expect(credentials).toContainText('15 September 2027');
  await page.getByRole('button', { name: 'Edit ICF PCC' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Edit credential' });
  await dialog.getByLabel('Expires on').fill('2027-12-31');
  await save(dialog, 'Save credential');
  await expectToast(page, 'Credential updated successfully');
  await expect(credentials).toContainText('31 December 2027');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'accreditation-credentials');

  // Feedback and reflections: one added, edited, then deleted with confirmation.
  await goTo(page, 'Feedback & reflections', 'Feedback & reflections');
  await page.getByRole('button', { name: 'Add entry' }).click();
  dialog = page.getByRole('dialog', { name: 'Add entry' });
  await dialog.getByLabel('Kind').selectOption({ label: 'Reflection' });
  await dialog.getByLabel('Date', { exact: true }).fill('2025-02-11');
  await save(dialog, 'Save entry');
  await expect(dialog.getByText('Please write a few words')).toBeVisible();
  await dialog.getByLabel('Text').fill('I slowed down and left more silence.');
  await save(dialog, 'Save entry');
  await expectToast(page, 'Entry created successfully');
  const feedback = page.getByRole('table', { name: 'Feedback and reflections' });
  await expect(feedback).toContainText('11 February 2025');
  await expect(feedback).toContainText('Reflection');
  await page.getByRole('button', { name: 'Edit reflection of 11 February 2025' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Edit entry' });
  await expect(dialog.getByLabel('Kind')).toHaveValue('reflection');
  await dialog.getByLabel('Text').fill('I slowed down, left more silence, and the client found her own answer.');
  await save(dialog, 'Save entry');
  await expectToast(page, 'Entry updated successfully');
  await expect(feedback).toContainText('the client found her own answer');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'accreditation-feedback');
  await page.getByRole('button', { name: 'Delete reflection of 11 February 2025' }).first().click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete the entry.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Entry deleted successfully');
  await expect(
    page.getByText('No feedback or reflections yet. Click "Add entry" to write the first one.'),
  ).toBeVisible();

  // The records stay where they were saved.
  await goTo(page, 'Education', 'Coach-specific education');
  await expect(page.getByRole('table', { name: 'Education records' })).toContainText('70.0 h');

  // Practice facts on the profile.
  await page.goto('/profile');
  await page.getByLabel('First practised as a coach on').fill('2019-04-01');
  await page.getByLabel('Professional body memberships').fill('ICF member since 2020; EMCC UK');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Profile updated successfully');
  await page.reload();
  await expect(page.getByLabel('First practised as a coach on')).toHaveValue('2019-04-01');
  await expect(page.getByLabel('Professional body memberships')).toHaveValue('ICF member since 2020; EMCC UK');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'profile-practice-facts');
});
