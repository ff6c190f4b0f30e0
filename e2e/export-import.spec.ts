import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot, keepScreenshotsAtWidths } from './support/screens';
import { sendAsCoach } from './support/api';

async function seedLogbook(page: Page) {
  const ann = (
    await sendAsCoach(page, '/api/clients', { name: 'Ann Lee', email: 'ann@example.com', includeInExports: true })
  ).client.id as string;
  const team = (
    await sendAsCoach(page, '/api/clients', { name: 'North Team', includeInExports: true, exportAlias: 'Team N' })
  ).client.id as string;
  await sendAsCoach(page, '/api/coaching-sessions', { clientId: ann, date: '2026-01-10', duration: 60 });
  await sendAsCoach(page, '/api/coaching-sessions', {
    clientId: ann,
    date: '2026-02-10',
    duration: 45,
    payment: 'pro_bono',
  });
  await sendAsCoach(page, '/api/coaching-sessions', {
    clientId: team,
    date: '2026-02-12',
    duration: 120,
    sessionType: 'group',
    groupSize: 5,
  });
  await sendAsCoach(page, '/api/supervision-sessions', {
    supervisorName: 'Dr Jane Smith',
    date: '2026-01-20',
    duration: 60,
    topics: 'ethics',
  });
  await sendAsCoach(page, '/api/cpd-records', {
    title: 'Ethics',
    date: '2026-02-01',
    hours: 1.5,
    category: 'core_competencies',
  });
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: await fs.readFile(await file.path(), 'utf8') };
}

test.describe('export and import', () => {
  test('a coach downloads a backup, a CSV and the ICF log', async ({ signedInPage: { page } }) => {
    await page.goto('/export-import');
    await seedLogbook(page);
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Export and import', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Your logbook holds 2 clients, 3 coaching sessions, 1 supervision session and 1 CPD record.'),
    ).toBeVisible();
    await expect(page.getByText("2 clients have 'Include in accreditation log exports' set")).toBeVisible();
    await expect(
      page.getByText('and from your coach tools, 0 questions of your own, 0 GROW plans and 0 Wheels of Life.'),
    ).toBeVisible();
    await expect(
      page.getByText('0 feedback and reflection entries and 0 recordings; and from your coach tools'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshotsAtWidths(page, 'export and import');

    const backup = await download(page, 'Download backup');
    expect(backup.name).toMatch(/^coach-logbook-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(backup.text)).toMatchObject({ format: 'coach-logbook-backup', version: 4, growPlans: [] });
    await expect(page.getByText('Download ready')).toBeVisible();

    await page.getByLabel('CSV file of').selectOption('cpdRecords');
    const csv = await download(page, 'Download CSV');
    expect(csv.name).toMatch(/^cpd-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text).toContain('Ethics,2026-02-01,1.5,Core Competencies,No');

    await page.getByLabel('From').fill('2026-02-01');
    await page.getByLabel('To', { exact: true }).fill('2026-02-28');
    const log = await download(page, 'Download ICF log (CSV)');
    expect(log.name).toMatch(/^icf-client-coaching-log-.*\.csv$/);
    expect(log.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Client Name,Contact Information,Individual/Group,Number in Group,Start Date,End Date,Paid hours,Pro-bono hours',
      'Ann Lee,ann@example.com,Individual,,2026-02-10,2026-02-10,0,0.75',
      'Team N,,Group,5,2026-02-12,2026-02-12,2,0',
      '',
      'Total,,,,,,2,0.75',
      'Total hours,,,,,,2.75,',
      '',
    ]);
    const xlsx = await download(page, 'Download ICF log (XLSX)');
    expect(xlsx.name).toMatch(/^icf-client-coaching-log-.*\.xlsx$/);
  });

  test('a coach previews a CSV with errors, maps a column and imports it with progress', async ({
    signedInPage: { page },
  }, testInfo) => {
    await page.goto('/export-import');
    const file = testInfo.outputPath('sessions.csv');
    await fs.writeFile(
      file,
      [
        'Client,When,Minutes,Payment',
        'Ann Lee,05/01/2026,60,Paid',
        'Ann Lee,05/01/2026,30,Paid',
        'Bob Stone,31/02/2026,45,Paid',
        'Bob Stone,06/01/2026,"45,0",Pro bono',
      ].join('\r\n'),
    );
    await page.getByLabel('What are you importing?').selectOption('coachingSessions');
    await page.getByLabel('File to import').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Choose a column for Date and Duration (minutes).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    // 'When' is not a name the import knows: the coach maps it to Date, and 'Minutes' to Duration.
    await page.getByLabel('Date (required)').selectOption('When');
    await page.getByLabel('Duration (minutes) (required)').selectOption('Minutes');
    await expect(page.getByText('Columns changed: update the preview to check them.')).toBeVisible();
    await page.getByRole('button', { name: 'Update preview' }).click();
    await expect(
      page.getByText(
        '4 rows read. Will add 2 clients and 2 coaching sessions. 1 duplicate skipped. 1 row with errors.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText("Line 4: Date: '31/02/2026' is not a date (use yyyy-mm-dd or dd/mm/yyyy)"),
    ).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveText([
      'LineStatusClientDateDuration (minutes)Payment',
      '2ReadyAnn Lee05/01/202660Paid',
      '3DuplicateAnn Lee05/01/202630Paid',
      '4ErrorBob Stone31/02/202645Paid',
      '5ReadyBob Stone06/01/202645,0Pro bono',
    ]);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'import preview');

    // Hold the import's answer a moment so that the progress bar can be seen.
    await page.route('**/api/import/spreadsheet', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: /Importing/ })).toBeVisible();
    await expect(page.getByText('Import complete')).toBeVisible();
    await expect(
      page.getByText('4 rows read. Added 2 clients and 2 coaching sessions. 1 duplicate skipped. 1 row with errors.'),
    ).toBeVisible();
    await expect(page.getByText('Your logbook holds 2 clients, 2 coaching sessions')).toBeVisible();

    await page.goto('/sessions');
    await expect(page.getByRole('cell', { name: 'Bob Stone', exact: true })).toBeVisible();
  });

  test('a coach on a phone restores a backup', async ({ signedInPage: { page } }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/export-import');
    const file = testInfo.outputPath('backup.json');
    await fs.writeFile(
      file,
      JSON.stringify({
        format: 'coach-logbook-backup',
        version: 1,
        profile: { displayName: 'Restored Coach' },
        clients: [{ ref: 1, name: 'Ann Lee' }],
        coachingSessions: [{ clientRef: 1, date: '2026-01-05', duration: 60 }],
        cpdRecords: [{ title: 'Ethics', date: '2026-02-01', hours: 1.5, category: 'core_competencies' }],
      }),
    );
    await page.getByLabel('File to import').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('3 rows read. Will add 1 client, 1 coaching session and 1 CPD record.')).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('3 rows read. Added 1 client, 1 coaching session and 1 CPD record.')).toBeVisible();
    await expect(page.getByText('Display name restored.')).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
      0,
    );
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, 'export and import at phone width');
  });
});
