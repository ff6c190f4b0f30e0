import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshot } from './support/screens';
import { sendAsCoach } from './support/api';

/** The browser's calendar date minus `days`, as YYYY-MM-DD. */
function daysAgo(days: number) {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * A coach who meets every ICF ACC requirement and not PCC's: 60 hours of education, 100 hours of
 * coaching since it began (75 paid) with 8 clients in the last year, 10 hours of mentor coaching
 * with a PCC mentor over four months, the exam and recordings ticked, and the ACC held.
 */
async function seedAccReadyCoach(page: Page) {
  await sendAsCoach(page, '/api/education-records', {
    programmeName: 'Foundations of Coaching',
    provider: 'Coach School',
    kind: 'icf_level_1',
    startDate: daysAgo(700),
    endDate: daysAgo(500),
    totalHours: 60,
    synchronousHours: 50,
  });
  for (let index = 0; index < 8; index += 1) {
    const { client } = await sendAsCoach(page, '/api/clients', { name: `Client ${index + 1}` });
    for (const [offset, payment] of [
      [10, 'paid'],
      [40, index < 4 ? 'pro_bono' : 'paid'],
    ] as const) {
      await sendAsCoach(page, '/api/coaching-sessions', {
        clientId: client.id,
        date: daysAgo(offset + index * 30),
        duration: 375,
        payment,
      });
    }
  }
  for (const [offset, duration, format] of [
    [150, 60, 'one_to_one'],
    [100, 60, 'one_to_one'],
    [60, 420, 'group'],
    [20, 60, 'one_to_one'],
  ] as const) {
    await sendAsCoach(page, '/api/mentor-coaching-sessions', {
      mentorName: 'Pat Mentor',
      mentorCredential: 'pcc',
      date: daysAgo(offset),
      duration,
      format,
      groupSize: format === 'group' ? 6 : null,
    });
  }
  // An ACC held since nearly three years: its renewal falls due in about a month.
  await sendAsCoach(page, '/api/credentials', { body: 'icf', level: 'acc', awardedOn: daysAgo(3 * 365 - 30) });
  for (const requirement of ['icf-acc-recordings', 'icf-acc-exam']) {
    await sendAsCoach(page, `/api/accreditation/ticks/${requirement}`, { doneOn: daysAgo(5) }, 'PUT');
  }
}

const levelCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const requirement = (page: Page, level: string, label: string) =>
  levelCard(page, level)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) });

test('a coach sees what each ICF level asks, what is missing, and follows a figure to its rows', async ({
  signedInPage: { page },
}) => {
  await seedAccReadyCoach(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Eligibility: 2 of 8 requirements met for PCC' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Renewal due' })).toContainText('3 requirements are still missing');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'dashboard with eligibility lines and renewal banner');
  await page.getByRole('navigation').getByRole('link', { name: 'Accreditation' }).first().click();
  await expect(page.getByRole('heading', { name: 'Accreditation', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ICF', selected: true })).toBeVisible();

  const acc = levelCard(page, 'ICF ACC');
  await expect(acc.getByText('Eligible to apply')).toBeVisible();
  await expect(requirement(page, 'ICF ACC', 'Of which paid')).toContainText('75.0 of 75 paid hours');

  const pcc = levelCard(page, 'ICF PCC');
  await expect(pcc.getByText('2 of 8 requirements met')).toBeVisible();
  await expect(requirement(page, 'ICF PCC', 'Coach-specific education')).toContainText('60.0 of 125 hours');
  await expect(requirement(page, 'ICF PCC', 'Coach-specific education')).toContainText(
    '65 more hours of coach-specific education',
  );
  await expect(requirement(page, 'ICF PCC', 'Of which paid')).toContainText('375 more paid hours');
  await expect(requirement(page, 'ICF PCC', 'Clients coached')).toContainText('8 of 25 clients');
  await expect(requirement(page, 'ICF PCC', 'Clients coached')).toContainText('17 more clients');
  await expect(pcc.getByRole('progressbar', { name: 'Clients coached: 25' })).toHaveAttribute('aria-valuenow', '32');
  await expect(requirement(page, 'ICF MCC', 'Mentor coaching')).toContainText('0.0 of 10 hours');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'accreditation ICF');

  // The figure opens the rows behind it, with the reason the others do not count.
  await requirement(page, 'ICF ACC', 'Of which paid').getByRole('button', { name: '75.0 of 75 paid hours' }).click();
  const rows = page.getByRole('dialog', { name: 'Of which paid: 75 hours' });
  await expect(rows.getByText('12 of 16 entries count.')).toBeVisible();
  await expect(rows.getByText('Pro bono: counts in the hours, not the paid hours').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'accreditation rows behind a figure');
  await page.keyboard.press('Escape');

  // One more mentor session, with an MCC mentor, through the mentor coaching page: the MCC row moves.
  await page
    .getByRole('navigation', { name: 'Accreditation records' })
    .getByRole('link', { name: 'Mentor coaching' })
    .click();
  await page.getByRole('button', { name: 'Add mentor coaching session' }).click();
  const form = page.getByRole('dialog', { name: 'Add mentor coaching session' });
  await form.getByLabel("Mentor's name").fill('Morgan Master');
  await form.getByLabel("Mentor's credential").selectOption('mcc');
  await form.getByLabel('Date').fill(daysAgo(3));
  await form.getByLabel('Duration (minutes)').fill('90');
  await form.getByRole('button', { name: 'Save session' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('navigation').getByRole('link', { name: 'Accreditation', exact: true }).first().click();
  await expect(requirement(page, 'ICF MCC', 'Mentor coaching')).toContainText('1.5 of 10 hours');
  await expect(requirement(page, 'ICF MCC', 'Mentor coaching')).toContainText('1.5 of 3 hours one-to-one');

  // A 'not tracked' row is ticked with its date.
  const exam = requirement(page, 'ICF PCC', 'ICF Credentialing Exam passed');
  await expect(exam).toContainText('Not tracked');
  await exam.getByRole('button', { name: 'Mark as done: ICF Credentialing Exam passed' }).click();
  await expect(exam).toContainText('Met');
  await expect(pcc.getByText('3 of 8 requirements met')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Renewal', exact: true })).toBeVisible();
  await expect(page.getByText(/^Renewal due /)).toBeVisible();

  // The dashboard follows the tick at once.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Eligibility: 3 of 8 requirements met for PCC' }).click();
  await expect(page.getByRole('heading', { name: 'Accreditation', level: 1 })).toBeVisible();

  // The application pack downloads; the printable summary prints without the app around it.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download application pack: ICF ACC' }).click();
  expect((await download).suggestedFilename()).toMatch(/^icf-acc-application-pack-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await page.getByRole('link', { name: 'Printable summary: ICF PCC' }).click();
  await expect(page.getByRole('heading', { name: 'ICF PCC: application summary', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Clients coached: 25/ })).toContainText('17 more clients');
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await keepScreenshot(page, 'accreditation printable summary (print)');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to Accreditation' }).click();

  await page.getByRole('tab', { name: 'EMCC' }).click();
  await expect(levelCard(page, 'EMCC Practitioner')).toContainText('UNCONFIRMED');
  await expect(levelCard(page, 'EMCC Practitioner')).toContainText(
    'EMCC has not published this figure in a form we could check; confirm before applying.',
  );
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'accreditation EMCC');
  await page.getByRole('tab', { name: 'AC' }).click();
  await expect(levelCard(page, 'AC Foundation')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where these rules come from' })).toBeVisible();

  for (const [width, name] of [
    [820, 'tablet'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('tab', { name: 'ICF' }).click();
    await keepScreenshot(page, `accreditation ICF (${name})`);
  }
});
