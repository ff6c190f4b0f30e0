import { describe, expect, it } from 'vitest';
import type { Reports } from '@/shared/schemas/reports';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { seedLogbook, TODAY } from './reports-seed';

const t = useTestApp();

async function report(cookie: string, query: string): Promise<Reports> {
  const response = await call(t(), 'GET', `/api/reports?${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const emptyReport = (range: Partial<Reports['range']> = {}): Reports => ({
  range: { from: null, to: null, today: TODAY, ...range },
  summary: {
    hours: 0,
    paidHours: 0,
    proBonoHours: 0,
    clientsCoached: 0,
    sessions: 0,
    groupParticipants: 0,
    supervisionHours: 0,
    cpdHours: 0,
  },
  icf: { hoursLast18Months: 0, last18MonthsFrom: '2024-09-16', paidSharePercent: null },
  coachingByMonth: [],
  topClients: [],
  supervisionByQuarter: [],
  cpdByYear: [],
});

describe('reports API: figures', () => {
  it('answers zeros and empty series for a coach with nothing logged', async () => {
    const { cookie } = await createCoach(t());
    expect(await report(cookie, `today=${TODAY}`)).toEqual(emptyReport());
    expect(await report(cookie, `from=2026-01-01&to=${TODAY}&today=${TODAY}`)).toEqual(
      emptyReport({ from: '2026-01-01', to: TODAY }),
    );
  });

  it('adds up this year: 1 January to today', async () => {
    const { cookie } = await createCoach(t());
    await seedLogbook(t(), cookie);
    const { summary, icf } = await report(cookie, `from=2026-01-01&to=${TODAY}&today=${TODAY}`);
    expect(summary).toEqual({
      hours: 5.3, // 45 + 120 + 60 + 90 = 315 minutes
      paidHours: 3.8, // 225 minutes
      proBonoHours: 1.5, // 90 minutes on today's date
      clientsCoached: 3,
      sessions: 4, // tomorrow's session is outside
      groupParticipants: 6, // Team Alpha, met as a group of 6 and as a team of 4: 6 people, not 10 heads
      supervisionHours: 1.5, // 1 January only; 31 March is after today
      cpdHours: 2.75, // 0.5 + 2.25
    });
    expect(icf).toEqual({
      hoursLast18Months: 7.3, // 2024-09-16 to today: 30 + 90 + 45 + 120 + 60 + 90 = 435 minutes
      last18MonthsFrom: '2024-09-16',
      paidSharePercent: 71.4, // 225 / 315
    });
  });

  it('adds up all time, tomorrow included, and still counts the ICF window up to today', async () => {
    const { cookie } = await createCoach(t());
    await seedLogbook(t(), cookie);
    const { summary, icf, range } = await report(cookie, `today=${TODAY}`);
    expect(range).toEqual({ from: null, to: null, today: TODAY });
    expect(summary).toEqual({
      hours: 9.1, // 545 minutes
      paidHours: 6.1, // 365 minutes
      proBonoHours: 3,
      clientsCoached: 3,
      sessions: 8,
      groupParticipants: 6,
      supervisionHours: 5.8, // 345 minutes
      cpdHours: 7,
    });
    expect(icf).toEqual({ hoursLast18Months: 7.3, last18MonthsFrom: '2024-09-16', paidSharePercent: 67 });
  });

  it('moves the 18-month window with today, whatever the period', async () => {
    const { cookie } = await createCoach(t());
    await seedLogbook(t(), cookie);
    // A period with nothing in it leaves the window alone.
    const quiet = await report(cookie, `from=2025-01-01&to=2025-03-31&today=${TODAY}`);
    expect(quiet.summary).toEqual(emptyReport().summary);
    expect(quiet.icf).toEqual({ hoursLast18Months: 7.3, last18MonthsFrom: '2024-09-16', paidSharePercent: null });
    // A day later: 2024-09-16 (30 minutes) drops out, 2026-03-16 (50 minutes) comes in: 455 minutes.
    expect((await report(cookie, 'today=2026-03-16')).icf).toEqual({
      hoursLast18Months: 7.6,
      last18MonthsFrom: '2024-09-17',
      paidSharePercent: 67,
    });
    // Month ends clamp as PostgreSQL does: 31 August minus 18 months is 28 February.
    expect((await report(cookie, 'today=2026-08-31')).icf.last18MonthsFrom).toBe('2025-03-01');
  });

  it('counts up to the server’s UTC date when the browser sends none', async () => {
    const { cookie } = await createCoach(t());
    const utcToday = new Date().toISOString().slice(0, 10);
    const client = await addClient(t(), cookie, { name: 'Ann' });
    await addSession(t(), cookie, { clientId: client.id, date: utcToday, duration: 90 });
    const answer = await report(cookie, '');
    expect(answer.range.today).toBe(utcToday);
    expect(answer.icf.hoursLast18Months).toBe(1.5);
  });

  it('takes a period open at one end', async () => {
    const { cookie } = await createCoach(t());
    await seedLogbook(t(), cookie);
    const { summary } = await report(cookie, `from=2026-03-01&today=${TODAY}`);
    expect(summary).toMatchObject({ sessions: 2, hours: 2.3, supervisionHours: 1.3, cpdHours: 2.25 });
    const { summary: before } = await report(cookie, `to=2024-12-31&today=${TODAY}`);
    expect(before).toMatchObject({ sessions: 2, hours: 1.5, paidHours: 1.5, supervisionHours: 0, cpdHours: 3 });
  });
});

describe('reports API: access and validation', () => {
  it('shows another coach nothing of this coach’s logbook', async () => {
    const owner = await createCoach(t());
    await seedLogbook(t(), owner.cookie);
    const other = await createCoach(t());
    expect(await report(other.cookie, `today=${TODAY}`)).toEqual(emptyReport());
  });

  it.each([
    ['from=2026-02-30', 'from', 'Please enter a valid date'],
    ['to=31/03/2026', 'to', 'Please enter a valid date'],
    ['today=2026-13-01', 'today', 'Please enter a valid date'],
    ['from=2026-03-02&to=2026-03-01', 'to', 'The end date must be on or after the start date'],
  ])('refuses %s with 400', async (query, path, message) => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'GET', `/api/reports?${query}`, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, issues: [{ path, message }] },
    });
  });

  it('answers 401 without a session', async () => {
    const response = await call(t(), 'GET', '/api/reports');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});

describe('reports API when the trial has ended', () => {
  const expired = useTestApp({ TRIAL_DAYS: '0' });
  it('answers 402', async () => {
    const { cookie } = await createCoach(expired());
    expect((await call(expired(), 'GET', '/api/reports', { cookie })).status).toBe(402);
  });
});
