import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { buildTestApp } from '@/test/build-app';
import { upload } from '@/test/uploads';
import { createDashboardCache } from './dashboard-cache';
import { calendarBounds, getDashboard } from './dashboard.service';

const t = useTestApp();

const empty = {
  totalClients: 0,
  totalSessions: 0,
  totalHours: 0,
  sessionsThisMonth: 0,
  hoursThisMonth: 0,
  totalSupervisionSessions: 0,
  totalSupervisionHours: 0,
  totalCpdHours: 0,
  cpdHoursThisYear: 0,
  recentSessions: [],
  hoursByMonth: [
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
  ].map((month) => ({ month, hours: 0 })),
};

async function seed(cookie: string) {
  const ann = await addClient(t(), cookie, { name: 'Ann' });
  const bob = await addClient(t(), cookie, { name: 'Bob' });
  await addClient(t(), cookie, { name: 'Cleo' });
  // Around the month boundary of 'today' = 2026-03-15.
  for (const [client, date, duration] of [
    [ann, '2026-02-28', 60],
    [ann, '2026-03-01', 45],
    [bob, '2026-03-15', 90],
    [bob, '2026-03-31', 30],
    [ann, '2026-04-01', 60],
    [bob, '2025-03-10', 20],
  ] as const) {
    await addSession(t(), cookie, { clientId: client.id, date, duration });
  }
  for (const [date, duration] of [
    ['2026-01-05', 60],
    ['2025-12-20', 90],
  ] as const) {
    await call(t(), 'POST', '/api/supervision-sessions', {
      cookie,
      body: { supervisorName: 'Dr Jane Smith', date, duration, topics: 'ethics' },
    });
  }
  for (const [date, hours] of [
    ['2026-01-01', 1.25],
    ['2025-12-31', 2.5],
    ['2026-03-16', 3],
  ] as const) {
    await call(t(), 'POST', '/api/cpd-records', {
      cookie,
      body: { title: 'Workshop', date, hours, category: 'core_competencies' },
    });
  }
  return { ann };
}

describe('dashboard API', () => {
  it('answers zeros and no sessions for a new coach', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'GET', '/api/dashboard?today=2026-03-15', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(empty);
  });

  it('adds up every figure in the database, with the month and year of the coach’s own date', async () => {
    const { cookie } = await createCoach(t());
    const { ann } = await seed(cookie);
    const stats = await (await call(t(), 'GET', '/api/dashboard?today=2026-03-15', { cookie })).json();
    expect(stats).toMatchObject({
      totalClients: 3,
      totalSessions: 6,
      totalHours: 5.1, // 305 minutes
      sessionsThisMonth: 3, // 1, 15 and 31 March
      hoursThisMonth: 2.8, // 165 minutes
      totalSupervisionSessions: 2,
      totalSupervisionHours: 2.5,
      totalCpdHours: 6.75,
      cpdHoursThisYear: 1.25, // 1 January up to today; 16 March is still to come
    });
    expect(stats.recentSessions.map((s: { date: string }) => s.date)).toEqual([
      '2026-04-01',
      '2026-03-31',
      '2026-03-15',
      '2026-03-01',
      '2026-02-28',
    ]);
    expect(stats.recentSessions[0]).toMatchObject({
      clientId: ann.id,
      clientName: 'Ann',
      duration: 60,
      sessionType: 'individual',
      groupSize: null,
      payment: 'paid',
    });

    // This month and the 11 before it, empty months as 0; March 2025 (20 minutes) is 12 months back, out.
    expect(stats.hoursByMonth).toHaveLength(12);
    expect(stats.hoursByMonth[0]).toEqual({ month: '2025-04', hours: 0 });
    expect(stats.hoursByMonth.slice(-2)).toEqual([
      { month: '2026-02', hours: 1 },
      { month: '2026-03', hours: 2.8 },
    ]);
    const april = await (await call(t(), 'GET', '/api/dashboard?today=2026-04-02', { cookie })).json();
    expect(april.hoursByMonth.at(-1)).toEqual({ month: '2026-04', hours: 1 });
    expect(april.hoursByMonth[0]).toEqual({ month: '2025-05', hours: 0 });

    const january = await (await call(t(), 'GET', '/api/dashboard?today=2026-01-31', { cookie })).json();
    expect(january).toMatchObject({ sessionsThisMonth: 0, hoursThisMonth: 0, cpdHoursThisYear: 1.25 });
    const december = await (await call(t(), 'GET', '/api/dashboard?today=2025-12-31', { cookie })).json();
    expect(december).toMatchObject({ cpdHoursThisYear: 2.5 });
  });

  it('shows another coach nothing of this coach’s figures', async () => {
    const owner = await createCoach(t());
    await seed(owner.cookie);
    const other = await createCoach(t());
    expect(await (await call(t(), 'GET', '/api/dashboard?today=2026-03-15', { cookie: other.cookie })).json()).toEqual(
      empty,
    );
  });

  it('refuses a malformed date, a missing session and an ended trial', async () => {
    const { cookie } = await createCoach(t());
    expect((await call(t(), 'GET', '/api/dashboard?today=15/03/2026', { cookie })).status).toBe(400);
    expect((await call(t(), 'GET', '/api/dashboard')).status).toBe(401);
  });
});

describe('the dashboard kept between writes', () => {
  const today = '2026-03-15';
  const dashboardOf = async (app: ReturnType<typeof t>, cookie: string) =>
    (await call(app, 'GET', `/api/dashboard?today=${today}`, { cookie })).json();

  it('shows every kind of write on the next read, as the figures computed afresh', async () => {
    const { cookie } = await createCoach(t());
    const me = await (await call(t(), 'GET', '/api/me', { cookie })).json();
    const fresh = () => getDashboard(t().database.db, { userId: me.user.id, today });
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    let before = await fresh();
    // Kept from here on: the first read after each write must not be this one.
    expect(await dashboardOf(t(), cookie)).toEqual(before);
    const session = await addSession(t(), cookie, { clientId: ann.id, date: '2026-03-02', duration: 60 });
    const writes: [string, () => Promise<Response | undefined>, (figures: typeof empty) => unknown][] = [
      ['a session logged', async () => undefined, (figures) => figures.totalSessions],
      [
        'a session changed',
        () =>
          call(t(), 'PUT', `/api/coaching-sessions/${session.id}`, {
            cookie,
            body: { clientId: ann.id, date: '2026-03-02', duration: 90 },
          }),
        (figures) => figures.totalHours,
      ],
      [
        "its client's name changed",
        () => call(t(), 'PUT', `/api/clients/${ann.id}`, { cookie, body: { name: 'Ann Lee' } }),
        (figures) => figures.recentSessions[0],
      ],
      [
        'a supervision session',
        () =>
          call(t(), 'POST', '/api/supervision-sessions', {
            cookie,
            body: { supervisorName: 'Dr Jane Smith', date: '2026-03-03', duration: 60, topics: 'ethics' },
          }),
        (figures) => figures.totalSupervisionSessions,
      ],
      [
        'a CPD record',
        () =>
          call(t(), 'POST', '/api/cpd-records', {
            cookie,
            body: { title: 'Ethics', date: '2026-03-04', hours: 2, category: 'core_competencies' },
          }),
        (figures) => figures.totalCpdHours,
      ],
      [
        'clients imported from a spreadsheet',
        () =>
          upload(t(), '/api/import/spreadsheet', {
            cookie,
            file: 'Name\r\nBea\r\nCal\r\n',
            name: 'clients.csv',
            fields: { entity: 'clients', mapping: JSON.stringify({ name: 'Name' }), dryRun: 'false' },
          }),
        (figures) => figures.totalClients,
      ],
      [
        'a session deleted',
        () => call(t(), 'DELETE', `/api/coaching-sessions/${session.id}`, { cookie }),
        (figures) => figures.totalSessions,
      ],
    ];
    for (const [write, make, figure] of writes) {
      if (write !== 'a session logged') {
        expect(await dashboardOf(t(), cookie), `read before: ${write}`).toEqual(before);
        const response = await make();
        expect(response?.ok, `${write}: ${await response?.clone().text()}`).toBe(true);
      }
      const after = await dashboardOf(t(), cookie);
      expect(after, write).toEqual(await fresh());
      expect(figure(after), write).not.toEqual(figure(before as typeof empty));
      before = await fresh();
    }
  });

  it("shows another instance's write on the next read (each process keeps its own)", async () => {
    const { cookie } = await createCoach(t());
    const other = buildTestApp(t().database);
    await addClient(t(), cookie, { name: 'Ann' });
    expect((await dashboardOf(t(), cookie)).totalClients).toBe(1);
    expect((await dashboardOf(other, cookie)).totalClients).toBe(1);
    await addClient(other, cookie, { name: 'Bob' });
    expect((await dashboardOf(t(), cookie)).totalClients).toBe(2);
  });

  it('serves a kept dashboard to its own coach, for the same day and logbook version only', () => {
    const json = JSON.stringify({ ...empty, totalClients: 7 });
    // Room for two entries of this size, not three.
    const cache = createDashboardCache(2 * (2 * json.length + 2 * (1 + today.length) + 2 * 'coach-a'.length) + 10);
    cache.set('coach-a', { logbookVersion: '4', today, json });
    expect(cache.get('coach-a', '4', today)).toBe(json);
    expect(cache.get('coach-a', '5', today)).toBeUndefined();
    expect(cache.get('coach-a', '4', '2026-03-16')).toBeUndefined();
    expect(cache.get('coach-a', null, today)).toBeUndefined();
    expect(cache.get('coach-b', '4', today)).toBeUndefined();
    // Full, it forgets the coach read least recently.
    cache.set('coach-b', { logbookVersion: '1', today, json });
    cache.set('coach-c', { logbookVersion: '1', today, json });
    expect(cache.size).toBe(2);
    expect(cache.get('coach-a', '4', today)).toBeUndefined();
    expect(cache.get('coach-c', '1', today)).toBe(json);
  });
});

describe('dashboard when the trial has ended', () => {
  const expired = useTestApp({ TRIAL_DAYS: '0' });
  it('answers 402', async () => {
    const { cookie } = await createCoach(expired());
    expect((await call(expired(), 'GET', '/api/dashboard', { cookie })).status).toBe(402);
  });
});

describe('calendarBounds', () => {
  it('finds the month and year around a date, December included', () => {
    expect(calendarBounds('2026-03-15')).toEqual({
      monthStart: '2026-03-01',
      yearStart: '2026-01-01',
    });
    expect(calendarBounds('2025-12-31')).toEqual({
      monthStart: '2025-12-01',
      yearStart: '2025-01-01',
    });
  });
});
