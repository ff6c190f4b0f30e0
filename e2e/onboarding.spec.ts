import { COACH_PASSWORD, expect, expectNoSeriousA11yViolations, test, uniqueEmail } from './support/fixtures';
import { expectCaptchaSolved } from './support/captcha';
import { E2E_BASE_URL } from './support/paths';
import { keepScreenshotsAtWidths } from './support/screens';

test('a new coach goes from sign-up to a first logged session, welcomed on the way', async ({ page, outbox }) => {
  // Sign-up, verification, three forms and two sets of screenshots at three widths.
  test.setTimeout(120_000);
  const email = uniqueEmail('onboarding');
  await page.goto('/signup');
  await expectCaptchaSolved(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByLabel('Confirm Password').fill(COACH_PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the Terms of Service and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await outbox.waitForLink(email, '/verify'));
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  // The first sign-in lands on the plans page, which reads as a welcome while the trial runs.
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Coach Logbook', level: 1 })).toBeVisible();
  await expect(page.getByText('Free trial — 14 days left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshotsAtWidths(page, 'plans welcome');
  await page.getByRole('link', { name: 'Continue to dashboard' }).click();

  await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toBeVisible();
  await expect(page.getByText('No data available. Please add clients and sessions first.')).toBeVisible();
  const steps = page.getByRole('listitem').filter({ hasText: /^Step/ });
  await expect(steps).toHaveText([
    'Step 1: Add your first clientAdd a client',
    'Step 2: Log your first sessionLog a session',
    'Step 3: Set your accreditation goalSet your goal',
  ]);
  await expect(page.getByRole('link', { name: 'Import it' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supervision Progress' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshotsAtWidths(page, 'dashboard welcome');

  // Each step opens its form here, on the dashboard, and is ticked once done.
  await page.getByRole('button', { name: 'Add a client' }).click();
  const clientForm = page.getByRole('dialog', { name: 'Add client' });
  await clientForm.getByLabel('Name').fill('Amelia Clarke');
  await clientForm.getByRole('button', { name: 'Save client' }).click();
  await expect(clientForm).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(steps.first()).toHaveText('Step 1, done: Add your first client');
  await expect(page.getByText('No data available. Please add clients and sessions first.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Set your goal' }).click();
  const goalForm = page.getByRole('dialog', { name: 'Set your goal' });
  await goalForm.getByLabel('Body').selectOption('ICF');
  await goalForm.getByLabel('Level').selectOption('PCC');
  await expectNoSeriousA11yViolations(page);
  await goalForm.getByRole('button', { name: 'Save goal' }).click();
  await expect(goalForm).toBeHidden();
  await expect(steps.last()).toHaveText('Step 3, done: Set your accreditation goal');
  await keepScreenshotsAtWidths(page, 'dashboard first steps');

  await page.getByRole('button', { name: 'Log a session' }).click();
  const sessionForm = page.getByRole('dialog', { name: 'Log session' });
  await sessionForm.getByLabel('Client', { exact: true }).selectOption({ label: 'Amelia Clarke' });
  await sessionForm.getByRole('button', { name: 'Save session' }).click();
  await expect(sessionForm).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  // With a session logged the dashboard shows its figures, for the goal set.
  await expect(page.getByRole('heading', { name: 'Total Clients' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Eligibility: \d+ of \d+ requirements met for PCC$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set your goal' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page.getByRole('heading', { name: 'Coaching sessions', level: 1 })).toBeVisible();
  await expect(page.getByText('Already keep an ICF log?')).toHaveCount(0);
});

test('the empty dashboard opens the ICF log import, and keeps the supervision and CPD already logged', async ({
  signedInPage: { page },
}) => {
  const supervision = await page.request.post('/api/supervision-sessions', {
    headers: { origin: E2E_BASE_URL },
    data: { supervisorName: 'Sam Super', date: '2026-01-15', duration: 90, topics: 'ethics' },
  });
  expect(supervision.ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByText('No data available. Please add clients and sessions first.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supervision Progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CPD Hours' })).toHaveCount(0);
  await keepScreenshotsAtWidths(page, 'dashboard welcome with supervision');

  await page.getByRole('link', { name: 'Import it' }).click();
  await expect(page).toHaveURL(/\/export-import\?import=icfLog$/);
  await expect(page.getByLabel('What are you importing?')).toHaveValue('icfLog');
  await expect(page.getByText('Each row of the log becomes a client')).toBeVisible();
  await expect(page.getByLabel('File to import')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
