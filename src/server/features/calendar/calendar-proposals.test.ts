import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@/shared/schemas/calendar';
import { listProposals, readCalendarFile, uploadCalendar } from '@/test/calendar-api';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { calendarCleanUpJob } from './calendar-clean-up.job';

const t = useTestApp();

async function coachWithClients() {
  const coach = await createCoach(t());
  await call(t(), 'PUT', '/api/profile', { cookie: coach.cookie, body: { timeZone: 'Europe/London' } });
  const priya = await addClient(t(), coach.cookie, { name: 'Priya Shah', email: 'Priya.Shah@example.com' });
  const tom = await addClient(t(), coach.cookie, { name: 'Tom Becker', email: 'tom.becker@example.org' });
  return { ...coach, priya, tom };
}

const sessionsOf = async (cookie: string) =>
  (await (await call(t(), 'GET', '/api/coaching-sessions?pageSize=100', { cookie })).json()).items as {
    clientId: string;
    date: string;
    duration: number;
    payment: string;
  }[];

describe('sessions proposed by a calendar file', () => {
  // The file's first read in this file starts the worker thread: allow for that on a busy machine.
  it(
    'lists the events of the period newest first, matched to clients, and never twice',
    { timeout: 60_000 },
    async () => {
      const { cookie, priya } = await coachWithClients();
      expect(await readCalendarFile(t(), cookie, 'google-calendar')).toEqual({ events: 7, proposed: 8 });
      const listed = await listProposals(t(), cookie);
      expect(listed).toMatchObject({ total: 8, matchedToLog: 6, timeZone: 'Europe/London' });
      expect(listed.proposals.map((p) => [p.date, p.client?.name ?? null])).toEqual([
        ['2026-11-23', 'Priya Shah'],
        ['2026-11-18', null],
        ['2026-11-10', 'Priya Shah'],
        ['2026-11-04', null],
        ['2026-10-26', 'Priya Shah'],
        ['2026-10-19', 'Priya Shah'],
        ['2026-10-12', 'Priya Shah'],
        ['2026-10-05', 'Priya Shah'],
      ]);
      expect(listed.proposals[0]).toMatchObject({
        title: 'Coaching: Priya Shah',
        startsAt: '2026-11-23T09:00:00.000Z',
        client: { id: priya.id },
        alreadyLogged: false,
      });
      // Read again, the same events are the same proposals.
      await readCalendarFile(t(), cookie, 'google-calendar');
      expect((await listProposals(t(), cookie)).total).toBe(8);
    },
  );

  it('logs a proposal through the session form, skips another, and neither comes back', async () => {
    const { cookie, priya } = await coachWithClients();
    await readCalendarFile(t(), cookie, 'google-calendar');
    const [latest, supervision] = (await listProposals(t(), cookie)).proposals;
    const logged = await call(t(), 'POST', `/api/calendar/proposals/${latest!.id}/log`, {
      cookie,
      body: { clientId: priya.id, date: '2026-11-23', duration: 55, payment: 'pro_bono', notes: 'Values work' },
    });
    expect(logged.status).toBe(201);
    expect((await logged.json()).session).toMatchObject({
      clientName: 'Priya Shah',
      duration: 55,
      notes: 'Values work',
    });
    expect((await call(t(), 'POST', `/api/calendar/proposals/${supervision!.id}/skip`, { cookie })).status).toBe(204);

    await readCalendarFile(t(), cookie, 'google-calendar');
    const after = await listProposals(t(), cookie);
    expect(after.total).toBe(6);
    expect(after.proposals.map((p) => p.id)).not.toContain(latest!.id);
    expect(after.proposals.some((p) => p.title === 'Supervision with Jo')).toBe(false);
    // Logging twice is not possible: the proposal is gone.
    const again = await call(t(), 'POST', `/api/calendar/proposals/${latest!.id}/log`, {
      cookie,
      body: { clientId: priya.id, date: '2026-11-24', duration: 55 },
    });
    expect(again.status).toBe(404);
  });

  it("shows 'Already logged' for a client's day, and 'Log all matched' logs the others with the defaults", async () => {
    const { cookie, priya } = await coachWithClients();
    await addSession(t(), cookie, { clientId: priya.id, date: '2026-11-10', duration: 60 });
    await call(t(), 'PUT', '/api/calendar/rules', {
      cookie,
      body: { ignoredTitles: [], coachingWord: null, defaultPayment: 'pro_bono' },
    });
    await readCalendarFile(t(), cookie, 'google-calendar');
    const listed = await listProposals(t(), cookie);
    expect(listed.proposals.find((p) => p.date === '2026-11-10')?.alreadyLogged).toBe(true);
    expect(listed.matchedToLog).toBe(5);
    expect((await (await call(t(), 'GET', '/api/calendar/waiting', { cookie })).json()).waiting).toBe(7);

    const all = await call(t(), 'POST', '/api/calendar/proposals/log-matched', { cookie });
    expect(await all.json()).toEqual({ logged: 5 });
    const sessions = await sessionsOf(cookie);
    expect(sessions).toHaveLength(6);
    expect(
      sessions.filter((s) => s.date !== '2026-11-10').every((s) => s.duration === 60 && s.payment === 'pro_bono'),
    ).toBe(true);
    const left = await listProposals(t(), cookie);
    expect(left.proposals.map((p) => [p.date, p.alreadyLogged])).toEqual([
      ['2026-11-18', false],
      ['2026-11-10', true],
      ['2026-11-04', false],
    ]);
    expect((await (await call(t(), 'GET', '/api/calendar/waiting', { cookie })).json()).waiting).toBe(2);
  });

  it('applies the rules: titles to ignore go at once, and with a coaching word only its events come', async () => {
    const { cookie } = await coachWithClients();
    await readCalendarFile(t(), cookie, 'google-calendar');
    const saved = await call(t(), 'PUT', '/api/calendar/rules', {
      cookie,
      body: { ignoredTitles: [' Supervision ', 'Supervision', ''], coachingWord: ' ', defaultPayment: 'paid' },
    });
    expect((await saved.json()).rules).toEqual({
      ignoredTitles: ['Supervision'],
      coachingWord: null,
      defaultPayment: 'paid',
    });
    expect((await listProposals(t(), cookie)).total).toBe(7);
    await call(t(), 'PUT', '/api/calendar/rules', {
      cookie,
      body: { ignoredTitles: ['Supervision'], coachingWord: 'Coaching', defaultPayment: 'paid' },
    });
    const listed = await listProposals(t(), cookie);
    expect(listed.proposals.every((p) => p.client !== null)).toBe(true);
    expect(listed.total).toBe(6);
  });

  it("deletes proposals not acted on after 90 days, in the queue's daily clean-up", async () => {
    const { cookie } = await coachWithClients();
    await readCalendarFile(t(), cookie, 'google-calendar');
    const cleanUpOn = (daysLater: number) =>
      calendarCleanUpJob.run(
        {},
        { ...t().deps, now: () => new Date(Date.now() + daysLater * 86_400_000) },
        { jobId: 'test', retryCount: 0, signal: new AbortController().signal },
      );
    await cleanUpOn(89);
    expect((await listProposals(t(), cookie)).total).toBe(8);
    await cleanUpOn(91);
    expect((await listProposals(t(), cookie)).total).toBe(0);
  });
});

describe('what another coach can do with them', () => {
  it('nothing: reading, logging, skipping or logging all leaves the owner’s proposals as they were', async () => {
    const owner = await coachWithClients();
    const other = await coachWithClients();
    await readCalendarFile(t(), owner.cookie, 'google-calendar');
    const [proposal] = (await listProposals(t(), owner.cookie)).proposals;

    expect((await listProposals(t(), other.cookie)).total).toBe(0);
    const log = await call(t(), 'POST', `/api/calendar/proposals/${proposal!.id}/log`, {
      cookie: other.cookie,
      body: { clientId: other.priya.id, date: '2026-11-23', duration: 60 },
    });
    expect(log.status).toBe(404);
    expect(
      (await call(t(), 'POST', `/api/calendar/proposals/${proposal!.id}/skip`, { cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      await (await call(t(), 'POST', '/api/calendar/proposals/log-matched', { cookie: other.cookie })).json(),
    ).toEqual({
      logged: 0,
    });
    // Nor may the owner log a proposal for another coach's client.
    const stolen = await call(t(), 'POST', `/api/calendar/proposals/${proposal!.id}/log`, {
      cookie: owner.cookie,
      body: { clientId: other.priya.id, date: '2026-11-23', duration: 60 },
    });
    expect(stolen.status).toBe(404);
    expect((await listProposals(t(), owner.cookie)).total).toBe(8);
    expect(await sessionsOf(other.cookie)).toEqual([]);
    expect(await sessionsOf(owner.cookie)).toEqual([]);
    expect((await call(t(), 'GET', '/api/calendar/proposals')).status).toBe(401);
  });
});

describe('bad input', () => {
  it('refuses a missing, foreign or oversized file with a clear message and keeps nothing', async () => {
    const { cookie } = await coachWithClients();
    const cases: [Parameters<typeof uploadCalendar>[2], number, string][] = [
      [{ text: '' }, 400, CALENDAR_MESSAGES.noFile],
      [{ text: '%PDF-1.7' }, 400, CALENDAR_MESSAGES.notACalendar],
      [{ text: new Uint8Array(10 * 1024 * 1024 + 1) }, 413, CALENDAR_MESSAGES.fileTooLarge],
    ];
    for (const [file, status, message] of cases) {
      const response = await uploadCalendar(t(), cookie, file);
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toBe(message);
    }
    expect((await listProposals(t(), cookie)).total).toBe(0);
  });

  it('refuses a bad period, bad rules and a bad session, and changes nothing', async () => {
    const { cookie, priya } = await coachWithClients();
    for (const [period, message] of [
      [{ from: '2026-11-27', to: '2026-11-01' }, 'The last day must be on or after the first'],
      [{ from: '2025-01-01', to: '2026-11-27' }, 'Choose a period of at most a year'],
      [{ from: '2026-02-30', to: '2026-11-27' }, 'Please enter a valid date'],
      [{ to: '2026-11-27' }, 'Choose the first day'],
    ] as const) {
      const response = await uploadCalendar(t(), cookie, 'google-calendar', period);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    for (const body of [
      { ignoredTitles: ['Lunch\u0000'], coachingWord: null, defaultPayment: 'paid' },
      { ignoredTitles: Array.from({ length: 51 }, (_, i) => `t${i}`), coachingWord: null, defaultPayment: 'paid' },
      { ignoredTitles: [], coachingWord: 'x'.repeat(51), defaultPayment: 'paid' },
      { ignoredTitles: [], coachingWord: null, defaultPayment: 'free' },
      { ignoredTitles: 42, coachingWord: null, defaultPayment: 'paid' },
      { ignoredTitles: 'Lunch, Dentist\u0000', coachingWord: null, defaultPayment: 'paid' },
    ]) {
      expect((await call(t(), 'PUT', '/api/calendar/rules', { cookie, body })).status).toBe(400);
    }
    expect(await (await call(t(), 'GET', '/api/calendar/rules', { cookie })).json()).toEqual({
      rules: { ignoredTitles: [], coachingWord: null, defaultPayment: 'paid' },
    });

    await readCalendarFile(t(), cookie, 'google-calendar');
    const [proposal] = (await listProposals(t(), cookie)).proposals;
    for (const body of [
      { clientId: priya.id, date: '2026-11-23', duration: 0 },
      { clientId: priya.id, date: 'yesterday', duration: 60 },
      { clientId: priya.id, date: '2026-11-23', duration: 60, notes: 'x'.repeat(20_001) },
    ]) {
      expect((await call(t(), 'POST', `/api/calendar/proposals/${proposal!.id}/log`, { cookie, body })).status).toBe(
        400,
      );
    }
    const badId = await call(t(), 'POST', '/api/calendar/proposals/not-a-uuid/skip', { cookie });
    expect([badId.status, (await badId.json()).error.message]).toEqual([400, 'Session to log not found']);
    expect((await listProposals(t(), cookie)).total).toBe(8);
    expect(await sessionsOf(cookie)).toEqual([]);
  });
});

describe('without a subscription', () => {
  const expired = useTestApp({ TRIAL_DAYS: '0' });

  it('answers 402 and reads nothing', async () => {
    const { cookie } = await createCoach(expired());
    const response = await uploadCalendar(expired(), cookie, 'google-calendar');
    expect(response.status).toBe(402);
  });
});
