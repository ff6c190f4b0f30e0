import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

/** The browser's calendar date, as the page computes it (todayIso). */
function localToday() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const cpdRecordsUrl = (url: URL) => url.pathname === '/api/cpd-records';

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description }).filter({ visible: true });
  await expect(toast.first()).toContainText(title);
}

interface Totals {
  allTime: string;
  thisYear: string;
  lastThreeYears: string;
  core: string;
  resource: string;
  ethics: string;
}

async function expectTotals(page: Page, totals: Totals) {
  await expect(page.getByRole('region', { name: 'Total CPD Hours' })).toHaveText(`Total CPD Hours${totals.allTime} h`);
  await expect(page.getByRole('region', { name: 'Hours this year' })).toHaveText(`Hours this year${totals.thisYear} h`);
  await expect(page.getByRole('region', { name: 'Last 3 years' })).toHaveText(
    `Last 3 years${totals.lastThreeYears} h` +
      `Core Competencies${totals.core} h` +
      `Resource Development${totals.resource} h` +
      `Coaching Ethics${totals.ethics} h`,
  );
}

test('a coach records, edits and deletes CPD activities and sees the totals follow', async ({
  signedInPage: { page },
}) => {
  const year = Number(localToday().slice(0, 4));
  await page.goto('/cpd');
  await expect(page.getByRole('heading', { name: 'CPD Hours', level: 1 })).toBeVisible();
  await expect(page.getByText('Track your continuing professional development')).toBeVisible();
  await expect(page.getByText('No CPD activities found. Click "Add CPD activity" to create one.')).toBeVisible();
  await expectTotals(page, {
    allTime: '0.0',
    thisYear: '0.0',
    lastThreeYears: '0.0',
    core: '0.0',
    resource: '0.0',
    ethics: '0.0',
  });
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'cpd empty');

  await page.getByRole('button', { name: 'Add CPD activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add CPD activity' });
  await expect(dialog.getByLabel('Date')).toHaveValue(localToday());
  await expect(dialog.getByLabel('Category')).toHaveValue('core_competencies');
  await dialog.getByRole('button', { name: 'Save activity' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Hours must be at least 0.25')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'cpd add dialog with errors');
  await dialog.getByLabel('Title').fill('ICF Ethics Refresher');
  await dialog.getByLabel('Hours').fill('0.3');
  await dialog.getByRole('button', { name: 'Save activity' }).click();
  await expect(dialog.getByText('Hours must be in quarter-hour steps (0.25)')).toBeVisible();
  await dialog.getByLabel('Hours').fill('101');
  await dialog.getByRole('button', { name: 'Save activity' }).click();
  await expect(dialog.getByText('Hours must be at most 100')).toBeVisible();
  await dialog.getByLabel('Hours').fill('1.5');
  await dialog.getByLabel('Coaching Ethics').check();
  await expect(dialog.getByText('This activity counts towards the ethics hours ICF asks for')).toBeVisible();
  await dialog.getByLabel('Provider').fill('ICF UK');
  await dialog.getByLabel('Notes').fill('Confidentiality and boundaries in team coaching.');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'cpd add dialog filled in');
  await dialog.getByRole('button', { name: 'Save activity' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Success', 'CPD activity created successfully');

  await page.getByRole('button', { name: 'Add CPD activity' }).click();
  const second = page.getByRole('dialog', { name: 'Add CPD activity' });
  await expect(second.getByLabel('Title')).toHaveValue('');
  await second.getByLabel('Title').fill('Positive Psychology Reading');
  await second.getByLabel('Date').fill(`${year - 5}-06-30`);
  await second.getByLabel('Hours').fill('2.25');
  await second.getByLabel('Category').selectOption({ label: 'Resource Development' });
  await second.getByRole('button', { name: 'Save activity' }).click();
  // Five years back is asked about once; 'Keep' goes on with the save.
  await expect(second.getByText(`30 June ${year - 5} is more than a year ago.`)).toBeVisible();
  await second.getByRole('button', { name: /^Keep / }).click();
  await expect(second).toBeHidden();

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('ICF Ethics Refresher');
  await expect(rows.nth(1)).toContainText('Core Competencies');
  await expect(rows.nth(1)).toContainText('1 h 30 min');
  await expect(rows.nth(1)).toContainText('Yes');
  await expect(rows.nth(1)).toContainText('ICF UK');
  await expect(rows.nth(2)).toContainText('Positive Psychology Reading');
  await expect(rows.nth(2)).toContainText('Resource Development');
  await expect(rows.nth(2)).toContainText('No');
  // Five years back counts towards all time only.
  await expectTotals(page, {
    allTime: '3.8',
    thisYear: '1.5',
    lastThreeYears: '1.5',
    core: '1.5',
    resource: '0.0',
    ethics: '1.5',
  });
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'cpd list with totals');

  await page.getByRole('button', { name: 'Edit Positive Psychology Reading' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit CPD activity' });
  await expect(edit.getByLabel('Hours')).toHaveValue('2.25');
  await expect(edit.getByLabel('Category')).toHaveValue('resource_development');
  await expect(edit.getByLabel('Coaching Ethics')).not.toBeChecked();
  await edit.getByLabel('Date').fill(`${year - 2}-12-31`);
  await edit.getByLabel('Hours').fill('2.5');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'cpd edit dialog');
  await edit.getByRole('button', { name: 'Save activity' }).click();
  // A new date more than a year back is asked about, even on an edit.
  await edit.getByRole('button', { name: /^Keep / }).click();
  await expect(edit).toBeHidden();
  await expectToast(page, 'Success', 'CPD activity updated successfully');
  await expect(rows.nth(2)).toContainText('2 h 30 min');
  // 31 December two years back is inside the three-year window but not this year, and always more than a year ago.
  await expectTotals(page, {
    allTime: '4.0',
    thisYear: '1.5',
    lastThreeYears: '4.0',
    core: '1.5',
    resource: '2.5',
    ethics: '1.5',
  });

  await page.getByRole('button', { name: 'Actions for ICF Ethics Refresher' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('This will permanently delete the CPD activity.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'cpd delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('table')).toContainText('ICF Ethics Refresher');

  await page.getByRole('button', { name: 'Actions for ICF Ethics Refresher' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'CPD activity deleted successfully');
  await expect(page.getByRole('table')).not.toContainText('ICF Ethics Refresher');
  await expectTotals(page, {
    allTime: '2.5',
    thisYear: '0.0',
    lastThreeYears: '2.5',
    core: '0.0',
    resource: '2.5',
    ethics: '0.0',
  });

  await page.reload();
  await expect(page.getByRole('table')).toContainText('Positive Psychology Reading');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
});

test.describe('when the server fails', () => {
  // The refused calls are 4xx answers, which KNOWN_CONSOLE_ERROR already lets the browser log.
  test('a failed load shows the error and Retry; a refused save keeps the dialog and its input', async ({
    signedInPage: { page },
  }) => {
    // 403 is final for the query client, so the error shows at once instead of after retries.
    await page.route(cpdRecordsUrl, (route) =>
      route.fulfill({ status: 403, json: { error: { code: 'FORBIDDEN', message: 'Refused for the test' } } }),
    );
    await page.goto('/cpd');
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load CPD activities' })).toBeVisible();
    await expectToast(page, 'Error', 'Could not load CPD activities');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'cpd load error');

    await page.unroute(cpdRecordsUrl);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No CPD activities found. Click "Add CPD activity" to create one.')).toBeVisible();

    await page.route(cpdRecordsUrl, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Provider must be at most 200 characters',
                issues: [{ path: 'provider', message: 'Provider must be at most 200 characters' }],
              },
            },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add CPD activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add CPD activity' });
    await dialog.getByLabel('Title').fill('Supervision Skills Course');
    await dialog.getByLabel('Hours').fill('6');
    await dialog.getByLabel('Provider').fill('Coaching Academy');
    await dialog.getByRole('button', { name: 'Save activity' }).click();
    await expectToast(page, 'Error', 'Could not create CPD activity');
    await expect(dialog.getByText('Provider must be at most 200 characters')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue('Supervision Skills Course');
    await expect(dialog.getByLabel('Hours')).toHaveValue('6');

    await page.unroute(cpdRecordsUrl);
    await dialog.getByRole('button', { name: 'Save activity' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table')).toContainText('Supervision Skills Course');
  });
});

test('the CPD screen is usable at phone width', async ({ signedInPage: { page } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cpd');
  // Out of the way, so that the screenshot shows the cards the notice would cover.
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Add CPD activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add CPD activity' });
  await dialog.getByLabel('Title').fill('Coaching Ethics Webinar');
  await dialog.getByLabel('Hours').fill('0.75');
  await dialog.getByLabel('Coaching Ethics').check();
  await dialog.getByLabel('Provider').fill('EMCC Global');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'cpd dialog at phone width');
  await dialog.getByRole('button', { name: 'Save activity' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: 'Coaching Ethics Webinar' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('45 min');
  await expect(card.getByRole('button', { name: 'Edit Coaching Ethics Webinar' })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Hours this year' })).toContainText('0.8 h');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'cpd at phone width');
});
