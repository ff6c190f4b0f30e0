import path from 'node:path';
import { sendAsCoach } from './support/api';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { keepScreenshotsAtWidths } from './support/screens';

// Google Calendar's export of a weekly coaching series with a moved and a cancelled week, a
// chemistry call, a supervision and events that are never sessions (src/test/fixtures/calendars).
const GOOGLE_CALENDAR = path.resolve(import.meta.dirname, '../src/test/fixtures/calendars/google-calendar.ics');

test('a coach logs last month’s sessions from a calendar file in a few clicks, and none twice', async ({
  signedInPage: { page },
}) => {
  await sendAsCoach(page, '/api/profile', { timeZone: 'Europe/London' }, 'PUT');
  const { client: priya } = await sendAsCoach(page, '/api/clients', {
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
  });
  // The moved session of 10 November is in the logbook already.
  await sendAsCoach(page, '/api/coaching-sessions', { clientId: priya.id, date: '2026-11-10', duration: 60 });

  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
  await page.getByRole('link', { name: 'From calendar' }).click();
  await expect(page.getByRole('heading', { name: 'From your calendar', level: 1 })).toBeVisible();
  await expect(page.getByText('No sessions to log.')).toBeVisible();

  // The period of the file's last weeks, whatever today is.
  await page.getByLabel('From', { exact: true }).fill('2026-10-28');
  await page.getByLabel('To', { exact: true }).fill('2026-11-27');
  await page.getByLabel('Calendar file (.ics)').setInputFiles(GOOGLE_CALENDAR);
  // The first read of a run starts the server's worker thread.
  await expect(page.getByText('4 sessions to log from your calendar.')).toBeVisible({ timeout: 30_000 });

  const list = page.getByRole('table', { name: 'Sessions to log' });
  const rows = list.getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('Coaching: Priya Shah');
  await expect(rows.nth(1)).toContainText('60 min');
  await expect(rows.nth(2)).toContainText('Supervision with Jo');
  await expect(rows.nth(3)).toContainText('Already logged');
  await expect(rows.nth(4)).toContainText('Chemistry call – Daniel Okafor');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshotsAtWidths(page, 'from your calendar');

  // The dashboard's line leads back here.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: '3 sessions from your calendar to log' }).click();
  await expect(page.getByRole('heading', { name: 'From your calendar', level: 1 })).toBeVisible();

  // Skip: it is never proposed again, even when the same file is read again.
  await list.getByRole('button', { name: /^Skip Supervision with Jo/ }).click();
  await expect(page.getByText('It will not be proposed again.')).toBeVisible();
  await expect(rows).toHaveCount(4);

  // Log one through the session form, with a new client named from the title.
  await list.getByRole('button', { name: 'New client: Daniel Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log session' });
  await expect(dialog.getByLabel("New client's name")).toHaveValue('Daniel Okafor');
  await expect(dialog.getByLabel('Date')).toHaveValue('2026-11-04');
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('45');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshotsAtWidths(page, 'log a session from your calendar');
  await dialog.getByRole('button', { name: 'Save session' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: 'Log all matched (1)' }).click();
  await expect(page.getByText('1 session logged.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Already logged');

  // Read again, the file brings back only the session still waiting.
  await page.getByLabel('Calendar file (.ics)').setInputFiles(GOOGLE_CALENDAR);
  await expect(page.getByText('1 session to log from your calendar.')).toBeVisible({ timeout: 30_000 });
  await expect(rows).toHaveCount(2);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
  const sessions = page.getByRole('table', { name: 'Coaching sessions' });
  await expect(sessions.getByText('Daniel Okafor', { exact: true })).toBeVisible();
  await expect(sessions.getByText('Priya Shah', { exact: true })).toHaveCount(2);
  await expect(sessions.getByText('45 min', { exact: true })).toBeVisible();
});
