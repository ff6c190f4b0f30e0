import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { daysAgo, profiles } from './support/accreditation-profiles';
import { sendAsCoach } from './support/api';
import { keepScreenshot } from './support/screens';

const levelCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const requirement = (page: Page, level: string, label: string) =>
  levelCard(page, level)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) });

const goToAccreditation = async (page: Page) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Accreditation', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Accreditation', level: 1 })).toBeVisible();
};

test('a Level 1 graduate reads the answer first, sets a goal, follows a figure to its rows and prints a summary', async ({
  signedInPage: { page },
}) => {
  // The coach's logbook is written through the API first: a hundred requests.
  test.setTimeout(180_000);
  await profiles.icfLevel1(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Not yet accredited').first()).toBeVisible();
  await goToAccreditation(page);

  // The answer first: the next level not held, whether and when, what is missing.
  const answer = page.getByRole('region', { name: /^ICF ACC:/ });
  await expect(answer).toContainText('Next level');
  await expect(answer.getByRole('heading', { level: 2 })).toContainText(
    /ICF ACC: (Around \w+ \d{4} at your pace|Not yet)/,
  );
  await expect(answer).toContainText('To do before applying');
  // One client did not consent: their hours are left out, with a link to fix it.
  await expect(answer).toContainText('left out of your ICF figures');
  await expect(answer.getByRole('link', { name: 'Client 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const acc = levelCard(page, 'ICF ACC');
  await expect(acc).toContainText('Level 1 / Level 2 / ACTP path.');
  await expect(requirement(page, 'ICF ACC', 'A Level 1, Level 2 or ACTP programme completed')).toContainText('Met');
  await expect(requirement(page, 'ICF ACC', 'Clients coached')).toContainText('7 of 8 clients');
  await expect(acc).toContainText('After applying: the ACC Credential Exam.');
  await expect(acc).not.toContainText('Mentor coaching: 10 hours');

  // The clients figure lists clients, with first and last session.
  await requirement(page, 'ICF ACC', 'Clients coached').getByRole('button', { name: '7 of 8 clients' }).click();
  const rows = page.getByRole('dialog', { name: 'Clients coached: 8' });
  await expect(rows.getByRole('link', { name: 'Client 2' })).toBeVisible();
  await expect(rows.getByText(/^First session /).first()).toBeVisible();
  await rows.getByRole('button', { name: 'Each entry' }).click();
  await expect(rows.getByText('The client has not consented to appear in your ICF log').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // The goal: a body, a level and a date.
  await answer.getByRole('button', { name: 'Set your goal' }).click();
  const goal = page.getByRole('form', { name: 'Your goal' });
  await goal.getByLabel('Level').selectOption('PCC');
  await goal.getByLabel('Target date (optional)').fill(daysAgo(-720));
  await goal.getByRole('button', { name: 'Save goal' }).click();
  const pcc = page.getByRole('region', { name: /^ICF PCC:/ });
  await expect(pcc).toContainText('Your goal');
  await expect(pcc).toContainText(/a week .* to be ready by/);
  await expect(levelCard(page, 'ICF PCC')).toBeVisible();

  // A level already held offers no tick; the other levels are one tap away.
  await page.getByText('ICF ACC', { exact: true }).first().click();
  await expect(levelCard(page, 'ICF ACC')).toBeVisible();

  await page.getByRole('link', { name: 'Printable summary: ICF PCC' }).click();
  await expect(page.getByRole('heading', { name: 'ICF PCC: application summary', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'To do before applying' })).toBeVisible();
  await expect(page.getByText('Credentials held:')).toBeVisible();
  await expect(page.getByText('Tick it here once done')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await keepScreenshot(page, 'accreditation printable summary (print)');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to Accreditation' }).click();

  // The dashboard's line is the goal's, and 'Set your goal' is done.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('link', { name: /^Eligibility: \d+ of \d+ requirements met for PCC$/ })).toBeVisible();
});

test('a coach who is eligible records applying, the exam and the award, which becomes a credential held', async ({
  signedInPage: { page },
}) => {
  test.setTimeout(180_000);
  await profiles.icfLevel1(page);
  // The eighth client, with consent, and enough hours: every ACC row is met.
  const { client } = await sendAsCoach(page, '/api/clients', { name: 'Client 9', includeInExports: true });
  for (let session = 0; session < 6; session += 1) {
    await sendAsCoach(page, '/api/coaching-sessions', {
      clientId: client.id,
      date: daysAgo(3 + session * 9),
      duration: 180,
    });
  }
  await page.goto('/dashboard');
  await goToAccreditation(page);
  const acc = levelCard(page, 'ICF ACC');
  await expect(acc.getByText('Eligible to apply')).toBeVisible();
  // Dates start empty: nothing is recorded by one click.
  const applied = acc.getByLabel('I applied on');
  await expect(applied).toHaveValue('');
  await applied.fill(daysAgo(20));
  await acc.getByRole('button', { name: 'Save' }).click();
  await acc.getByLabel('I passed the ACC Credential Exam on').fill(daysAgo(5));
  await acc.getByRole('button', { name: 'Save' }).click();
  await acc.getByLabel('ICF ACC awarded on').fill(daysAgo(1));
  await acc.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Held since /).first()).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText('Current level:').first()).toContainText('ACC');
});

const SHOTS = process.env.ACCREDITATION_SHOTS_DIR;

for (const [name, seed] of Object.entries(profiles)) {
  test(`accreditation for ${name}: answer first at every width`, async ({ signedInPage: { page } }) => {
    test.setTimeout(240_000);
    await seed(page);
    await page.goto('/dashboard');
    await goToAccreditation(page);
    await expect(page.getByRole('region', { name: /^(ICF|EMCC|AC) / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [1280, 820, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-full.png`, fullPage: true });
      } else {
        await keepScreenshot(page, `accreditation ${name} (${width})`);
      }
    }
  });
}
