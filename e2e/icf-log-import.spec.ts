import fs from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';

/** An ICF Client Coaching Log as our ICF export writes it, totals rows included. */
const icfLog = [
  'Client Name,Contact Information,Individual/Group,Number in Group,Start Date,End Date,Paid hours,Pro-bono hours',
  'Ada Lovelace,ada@example.com,Individual,,05/01/2026,20/03/2026,"12,5",1.25',
  'Ben Okafor,,Group,6,20/01/2026,20/02/2026,30,0',
  'Cleo Park,,Individual,,31/02/2026,,1,',
  '',
  'Total,,,,,,43.50,1.25',
  'Total hours,,,,,,44.75,',
].join('\r\n');

test.describe('ICF log import', () => {
  test('a coach imports their ICF log and finds the summaries among their sessions', async ({
    signedInPage: { page },
  }, testInfo) => {
    await page.goto('/export-import');
    const file = testInfo.outputPath('icf-client-coaching-log.csv');
    await fs.writeFile(file, icfLog);
    await page.getByLabel('What are you importing?').selectOption('icfLog');
    await expect(page.getByText('Each row of the log becomes a client')).toBeVisible();
    await page.getByLabel('File to import').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(
      page.getByText('3 rows read. Will add 2 clients and 3 coaching sessions. 1 row with errors.'),
    ).toBeVisible();
    await expect(page.getByText('2 totals rows were left out.')).toBeVisible();
    await expect(
      page.getByText("Line 4: Start Date: '31/02/2026' is not a date (use yyyy-mm-dd or dd/mm/yyyy)"),
    ).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toHaveText('2ReadyAda Lovelaceada@example.comIndividual05/01/202620/03/202612,51.25');
    await expect(rows.nth(3)).toContainText('Error');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'ICF log import preview');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Import complete')).toBeVisible();
    await expect(
      page.getByText('3 rows read. Added 2 clients and 3 coaching sessions. 1 row with errors.'),
    ).toBeVisible();

    await page.goto('/sessions');
    const adaRow = page.getByRole('row').filter({ hasText: 'Ada Lovelace' }).filter({ hasText: 'Paid' });
    await expect(adaRow.getByText('Imported summary')).toBeVisible();
    await expect(adaRow).toContainText('12 h 30 min');
    await expect(page.getByRole('row').filter({ hasText: 'Imported summary' })).toHaveCount(3);
    // A summary is deleted and imported again, not edited.
    await expect(adaRow.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(adaRow.getByRole('button', { name: /^Actions for / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'sessions with imported summaries');

    await adaRow.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Imported summary with Ada Lovelace', level: 1 })).toBeVisible();
    await expect(page.getByText('This record came from an ICF Client Coaching Log')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'imported summary detail');
  });

  test('on a phone, the summaries are marked in the session cards', async ({ signedInPage: { page } }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/export-import');
    const file = testInfo.outputPath('icf-client-coaching-log.csv');
    await fs.writeFile(file, icfLog);
    await page.getByLabel('What are you importing?').selectOption('icfLog');
    await page.getByLabel('File to import').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Import complete')).toBeVisible();
    await page.goto('/sessions');
    await expect(page.getByRole('listitem').filter({ hasText: 'Imported summary' })).toHaveCount(3);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
      0,
    );
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'imported summaries at phone width');
  });
});
