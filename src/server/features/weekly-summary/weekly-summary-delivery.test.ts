import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addRecord } from '@/test/accreditation-records';
import { listProposals, readCalendarFile } from '@/test/calendar-api';
import { createCoach, signUp, TEST_PASSWORD, uniqueEmail } from '@/test/coaches';
import { call } from '@/test/http';
import { waitForJobs } from '@/test/jobs';
import { addClient, addSession } from '@/test/logbook';
import { TEST_ORIGIN, useTestApp, type TestApp } from '@/test/test-app';
import { coachingSessions, users, weeklySummaryDeliveries } from '../../db/schema';
import type { MailMessage } from '../../lib/email/mailer';
import { closestNextStep, type NextStep } from './accreditation-lines';

/** Monday 23 November 2026, 08:30 in Auckland (NZDT, UTC+13): still Sunday evening in UTC. */
const MONDAY_MORNING_AUCKLAND = new Date('2026-11-22T19:30:00Z');
/** Monday 23 November 2026, 08:30 in Los Angeles (PST, UTC−8): Tuesday morning in Auckland. */
const MONDAY_MORNING_LOS_ANGELES = new Date('2026-11-23T16:30:00Z');
const SUMMARY_JOBS = ['weekly-summary-dispatch', 'weekly-summary-send'];

let clock = MONDAY_MORNING_AUCKLAND;
const t = useTestApp({}, { workJobs: true, now: () => clock });

async function subscribedCoach(app: TestApp, timeZone: string | null) {
  const coach = await createCoach(app);
  if (timeZone) {
    const saved = await call(app, 'PUT', '/api/profile', { cookie: coach.cookie, body: { timeZone } });
    expect(saved.status).toBe(200);
  }
  expect(
    (await call(app, 'PUT', '/api/weekly-summary', { cookie: coach.cookie, body: { subscribed: true } })).status,
  ).toBe(200);
  const me = (await (await call(app, 'GET', '/api/me', { cookie: coach.cookie })).json()) as { user: { id: string } };
  return { ...coach, userId: me.user.id };
}

/** What the 15-minute schedule does, now. */
async function dispatch(at: Date) {
  clock = at;
  await t().deps.jobs.send('weekly-summary-dispatch', {});
  await waitForJobs(t().database, SUMMARY_JOBS);
}

const summariesTo = (email: string): MailMessage[] =>
  t().outbox.messages.filter((message) => message.to === email && message.subject.startsWith('Your week in'));

// Jobs run on the queue in real time (it polls every 0.5 s in tests).
describe('the weekly summary e-mail', { timeout: 60_000 }, () => {
  it('tells a coach last week’s hours, the next step and a renewal due, with a link to each page', async () => {
    const coach = await subscribedCoach(t(), 'Pacific/Auckland');
    const client = await addClient(t(), coach.cookie, { name: 'Ana Ruiz' });
    const session = (date: string, duration: number) =>
      addSession(t(), coach.cookie, { clientId: client.id, date, duration });
    await session('2026-11-16', 60);
    await session('2026-11-20', 30);
    await session('2026-11-22', 45);
    // Neither the week before nor this Monday count; nor an imported ICF summary dated last week.
    await session('2026-11-15', 90);
    await session('2026-11-23', 90);
    await t().database.db.insert(coachingSessions).values({
      userId: coach.userId,
      clientId: client.id,
      date: '2026-11-18',
      summaryEndDate: '2026-11-19',
      duration: 600,
      isImportedSummary: true,
    });
    // Sessions to log from a calendar file (the page's file input): a fresh coach has logged none.
    await readCalendarFile(t(), coach.cookie, 'google-calendar');
    const waiting = (await listProposals(t(), coach.cookie)).total;
    expect(waiting).toBeGreaterThan(1);
    // ICF ACC awarded in January 2024: its renewal falls due on 20 January 2027, within 90 days.
    await addRecord(t(), coach.cookie, 'credential', { body: 'icf', level: 'acc', awardedOn: '2024-01-20' });

    await dispatch(MONDAY_MORNING_AUCKLAND);
    const [summary, ...more] = summariesTo(coach.email);
    expect(more).toEqual([]);
    expect(summary!.subject).toBe('Your week in Coach Logbook: 16–22 November 2026');
    const app = TEST_ORIGIN;
    const lines = summary!.text.split('\n');
    expect(lines).toContain('Last week: 2.3 h of coaching in 3 sessions.');
    expect(lines).toContain(`See your sessions: ${app}/sessions`);
    expect(lines).toContain(`From your calendar: ${waiting} sessions waiting to be logged.`);
    expect(lines).toContain(`Log them: ${app}/sessions/from-calendar`);

    const dashboard = await call(t(), 'GET', '/api/accreditation/summary?today=2026-11-23', { cookie: coach.cookie });
    const { bodies } = (await dashboard.json()) as { bodies: (Omit<NextStep, 'level'> & { next: string | null })[] };
    const step = closestNextStep(
      bodies.flatMap(({ next, ...line }) => (next === null ? [] : [{ ...line, level: next }])),
    )!;
    expect(lines).toContain(
      `Next step towards ${step.body} ${step.level}: ${step.met} of ${step.total} requirements met.`,
    );
    expect(lines).toContain(`See what is missing: ${app}/accreditation`);
    expect(lines.find((line) => line.startsWith('Renewal:'))).toMatch(
      /^Renewal: ICF ACC is due on 20 January 2027, \d+ requirements? still missing\.$/,
    );
    expect(lines).toContain(`Check your renewal: ${app}/accreditation`);
    expect(lines).toContain(
      `You get this e-mail because you turned on the weekly summary in your account: ${app}/account`,
    );
    const unsubscribe = lines.find((line) => line.startsWith('Unsubscribe with one click: '))!;
    expect(unsubscribe).toMatch(
      new RegExp(`^Unsubscribe with one click: ${app}/unsubscribe\\?token=[\\w-]+\\.[\\w-]+$`),
    );
    // The same words in the HTML part, escaped, with their links.
    expect(summary!.html).toContain(`<a href="${app}/sessions">See your sessions</a>`);
    expect(summary!.html).toContain('Last week: 2.3 h of coaching in 3 sessions.');
    // RFC 8058: one-click unsubscribe for mail programs, to the API with the same token.
    const token = unsubscribe.split('token=')[1]!;
    expect(summary!.headers).toEqual({
      'List-Unsubscribe': `<${app}/api/weekly-summary/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says so plainly when nothing was logged, and leaves out what does not apply', async () => {
    const coach = await subscribedCoach(t(), 'Pacific/Auckland');
    await dispatch(MONDAY_MORNING_AUCKLAND);
    const [summary] = summariesTo(coach.email);
    expect(summary!.text).toContain('Last week: no coaching sessions logged.\nLog a session: ');
    expect(summary!.text).not.toContain('Renewal:');
    expect(summary!.text).not.toContain('From your calendar');
  });

  it('goes once a week, however often the schedule runs or a job is sent again', async () => {
    const coach = await subscribedCoach(t(), 'Pacific/Auckland');
    await dispatch(MONDAY_MORNING_AUCKLAND);
    await dispatch(new Date(MONDAY_MORNING_AUCKLAND.getTime() + 15 * 60_000));
    await dispatch(new Date(MONDAY_MORNING_AUCKLAND.getTime() + 3 * 60 * 60_000));
    await t().deps.jobs.send('weekly-summary-send', { userId: coach.userId, weekStart: '2026-11-23' });
    await waitForJobs(t().database, SUMMARY_JOBS);
    expect(summariesTo(coach.email)).toHaveLength(1);
    // The next Monday brings the next one.
    await dispatch(new Date(MONDAY_MORNING_AUCKLAND.getTime() + 7 * 24 * 60 * 60_000));
    expect(summariesTo(coach.email).map((message) => message.subject)).toEqual([
      'Your week in Coach Logbook: 16–22 November 2026',
      'Your week in Coach Logbook: 23–29 November 2026',
    ]);
  });

  it('reaches each coach on their own Monday morning: Auckland first, Los Angeles 21 hours later', async () => {
    const auckland = await subscribedCoach(t(), 'Pacific/Auckland');
    const losAngeles = await subscribedCoach(t(), 'America/Los_Angeles');
    const noZoneYet = await subscribedCoach(t(), null);

    await dispatch(MONDAY_MORNING_AUCKLAND);
    expect(summariesTo(auckland.email)).toHaveLength(1);
    expect(summariesTo(losAngeles.email)).toHaveLength(0);
    expect(summariesTo(noZoneYet.email)).toHaveLength(0);

    // 07:59 in Los Angeles: not yet. The coach with no time zone has UTC's Monday 15:59: past noon.
    await dispatch(new Date(MONDAY_MORNING_LOS_ANGELES.getTime() - 31 * 60_000));
    expect(summariesTo(losAngeles.email)).toHaveLength(0);
    await dispatch(MONDAY_MORNING_LOS_ANGELES);
    expect(summariesTo(losAngeles.email).map((message) => message.subject)).toEqual([
      'Your week in Coach Logbook: 16–22 November 2026',
    ]);
    expect(summariesTo(auckland.email)).toHaveLength(1);
    expect(summariesTo(noZoneYet.email)).toHaveLength(0);
    // UTC, until the coach chooses a zone on /profile: 08:00 UTC the next Monday.
    await dispatch(new Date('2026-11-30T08:00:00Z'));
    expect(summariesTo(noZoneYet.email)).toHaveLength(1);
  });

  it('sends nothing to an unverified, unsubscribed, lapsed or deleted account', async () => {
    const control = await subscribedCoach(t(), 'Pacific/Auckland');
    const { db } = t().database;

    const lapsed = await subscribedCoach(t(), 'Pacific/Auckland');
    await db
      .update(users)
      .set({ subscriptionStatus: 'canceled', subscriptionEndDate: new Date('2026-11-01T00:00:00Z') })
      .where(eq(users.id, lapsed.userId));
    const unverified = await subscribedCoach(t(), 'Pacific/Auckland');
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.userId));
    const unsubscribed = await subscribedCoach(t(), 'Pacific/Auckland');
    await call(t(), 'PUT', '/api/weekly-summary', { cookie: unsubscribed.cookie, body: { subscribed: false } });
    const deleted = await subscribedCoach(t(), 'Pacific/Auckland');
    expect(
      (await call(t(), 'POST', '/api/auth/delete-user', { cookie: deleted.cookie, body: { password: TEST_PASSWORD } }))
        .status,
    ).toBe(200);
    // Never verified at all: signed up, never confirmed.
    await signUp(t(), uniqueEmail('never-verified'));

    await dispatch(MONDAY_MORNING_AUCKLAND);
    // A job already queued for the deleted coach finds nobody either.
    await t().deps.jobs.send('weekly-summary-send', { userId: deleted.userId, weekStart: '2026-11-23' });
    await waitForJobs(t().database, SUMMARY_JOBS);
    const summaries = t().outbox.messages.filter((message) => message.subject.startsWith('Your week in'));
    expect(summaries.map((message) => message.to)).toEqual([control.email]);
    expect(await db.select({ userId: weeklySummaryDeliveries.userId }).from(weeklySummaryDeliveries)).toEqual([
      { userId: control.userId },
    ]);
  });

  it('stops with the one-click link from the e-mail, without a sign-in', async () => {
    const coach = await subscribedCoach(t(), 'Pacific/Auckland');
    await dispatch(MONDAY_MORNING_AUCKLAND);
    const header = summariesTo(coach.email)[0]!.headers!['List-Unsubscribe']!;
    const oneClick = await t().app.request(header.slice(1, -1), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await (await call(t(), 'GET', '/api/weekly-summary', { cookie: coach.cookie })).json()).toMatchObject({
      subscribed: false,
    });
    await dispatch(new Date(MONDAY_MORNING_AUCKLAND.getTime() + 7 * 24 * 60 * 60_000));
    expect(summariesTo(coach.email)).toHaveLength(1);
  });

  it('is scheduled every 15 minutes', async () => {
    const schedule = () =>
      t().database.runSql(`select name, cron, timezone from pgboss.schedule where name = 'weekly-summary-dispatch'`);
    await vi.waitFor(async () =>
      expect((await schedule()).rows).toEqual([
        { name: 'weekly-summary-dispatch', cron: '*/15 * * * *', timezone: 'UTC' },
      ]),
    );
  });
});
