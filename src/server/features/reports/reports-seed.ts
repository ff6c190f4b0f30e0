import type { TestApp } from '@/test/build-app';
import { call } from '@/test/http';
import { addClient, addSession, kept } from '@/test/logbook';

/** The coach's calendar date in these tests: the 18-month window starts on 2024-09-16. */
export const TODAY = '2026-03-15';

/**
 * Test data for the reports suites, not used by the app. Something lies on each side of every
 * boundary the reports cut at: the 18-month window, month, quarter and year ends, today and
 * tomorrow. The expected figures are worked out by hand beside each test.
 */
export async function seedLogbook(t: TestApp, cookie: string) {
  const ann = await addClient(t, cookie, { name: 'Ann' });
  const bob = await addClient(t, cookie, { name: 'Bob' });
  const team = await addClient(t, cookie, { name: 'Team Alpha' });
  const sessions = [
    { clientId: ann.id, date: '2024-09-15', duration: 60 }, // today minus 18 months: outside the window
    { clientId: ann.id, date: '2024-09-16', duration: 30 }, // first day of the window
    { clientId: bob.id, date: '2025-12-31', duration: 90, payment: 'pro_bono' },
    { clientId: ann.id, date: '2026-01-01', duration: 45 },
    { clientId: team.id, date: '2026-01-31', duration: 120, sessionType: 'group', groupSize: 6 },
    { clientId: bob.id, date: '2026-02-01', duration: 60 },
    { clientId: team.id, date: '2026-03-15', duration: 90, payment: 'pro_bono', sessionType: 'team', groupSize: 4 },
    { clientId: ann.id, date: '2026-03-16', duration: 50 }, // tomorrow
  ];
  for (const session of sessions) await addSession(t, cookie, session);

  for (const [date, duration] of [
    ['2025-06-30', 120],
    ['2025-12-31', 60],
    ['2026-01-01', 90],
    ['2026-03-31', 30],
    ['2026-04-01', 45],
  ] as const) {
    const body = { supervisorName: 'Dr Jane Smith', date, duration, topics: 'ethics' };
    await expectCreated(call(t, 'POST', '/api/supervision-sessions', { cookie, body: kept(body) }));
  }

  for (const [date, hours, category] of [
    ['2023-07-01', 3, 'resource_development'],
    ['2025-12-31', 1.25, 'core_competencies'],
    ['2026-01-01', 0.5, 'resource_development'],
    ['2026-03-15', 2.25, 'core_competencies'],
  ] as const) {
    const body = { title: 'Workshop', date, hours, category };
    await expectCreated(call(t, 'POST', '/api/cpd-records', { cookie, body: kept(body) }));
  }
}

async function expectCreated(response: Promise<Response>) {
  const answer = await response;
  if (answer.status !== 201) throw new Error(`Seeding failed: ${answer.status} ${await answer.text()}`);
}
