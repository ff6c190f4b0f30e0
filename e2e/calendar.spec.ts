import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A calendar server on this machine (the e2e server is not deployed, so it may read loopback). */
async function calendarServer() {
  const twoDaysAgo = Date.now() - 2 * 86_400_000;
  const calendar = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Coach Logbook e2e//EN',
    'BEGIN:VEVENT',
    'UID:amelia-e2e@example.com',
    `DTSTART:${icsTime(twoDaysAgo)}`,
    `DTEND:${icsTime(twoDaysAgo + 50 * 60_000)}`,
    'SUMMARY:Coaching: Amelia Clarke',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const server = http.createServer((request, response) => {
    if (request.url === '/calendar/private-7f3a9c2e/basic.ics') {
      return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/private-7f3a9c2e/basic.ics`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a coach pastes their calendar address once: it is read into sessions to log, shown masked, and removable', async ({
  signedInPage: { page },
}) => {
  const server = await calendarServer();
  try {
    await sendAsCoach(page, '/api/clients', { name: 'Amelia Clarke' });
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('link', { name: 'From calendar' }).click();
    await expect(page.getByRole('heading', { name: 'Calendar addresses' })).toBeVisible();

    await page.getByLabel('Calendar address', { exact: true }).fill(server.url);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Calendar address saved: your calendar is being read.')).toBeVisible();
    await expect(page.getByLabel('Calendar address', { exact: true })).toHaveValue('');

    const saved = page.getByRole('list', { name: 'Saved calendar addresses' });
    await expect(saved.getByText('127.0.0.1/….ics')).toBeVisible();
    // The job queue reads it within seconds; the page asks again until it has.
    await expect(saved.getByText(/^Read .*\. Read again every hour\.$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('body')).not.toContainText('private-7f3a9c2e');
    const rows = page.getByRole('table', { name: 'Sessions to log' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Coaching: Amelia Clarke');
    await expect(rows.nth(1)).toContainText('50 min');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshotsAtWidths(page, 'calendar address read');

    // Refresh now: read again, the same event is the same session to log.
    await saved.getByRole('button', { name: /^Refresh now/ }).click();
    await expect(saved.getByText(/^Read .*\. Read again every hour\.$/)).toBeVisible({ timeout: 30_000 });
    await expect(rows).toHaveCount(2);

    await saved.getByRole('button', { name: /^Remove / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this calendar address?' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Remove address' }).click();
    await expect(page.getByText('Calendar address removed')).toBeVisible();
    await expect(saved).toBeHidden();
    await expect(page.getByText('No sessions to log.')).toBeVisible();
  } finally {
    await server.close();
  }
});

test('a calendar address that cannot be read says why on the page', async ({ signedInPage: { page } }) => {
  const server = await calendarServer();
  try {
    await page.goto('/sessions/from-calendar');
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Calendar address', { exact: true }).fill(server.url.replace('basic.ics', 'reset.ics'));
    await page.getByRole('button', { name: 'Save address' }).click();
    const saved = page.getByRole('list', { name: 'Saved calendar addresses' });
    await expect(saved.getByText(/^Could not read it: Your calendar could not be found at this address\./)).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await expectNoSeriousA11yViolations(page);
    await keepScreenshotsAtWidths(page, 'calendar address failing');
  } finally {
    await server.close();
  }
});
