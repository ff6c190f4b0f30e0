import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { coachingSessions } from '@/server/db/schema';
import { seedAccreditationRecords } from '@/server/features/accreditation/accreditation-seed';
import { userIdOf } from './admins';
import type { TestApp } from './build-app';
import { call } from './http';
import { addClient, addSession, kept } from './logbook';

export const TODAY = '2026-11-26';

/**
 * A history whose figures were worked out by hand (comments give the sums). Education starts on
 * 2024-03-01 (the earlier of two programmes of 30 hours or more); today is 2026-11-26, so the 18
 * months begin on 2025-05-26 and the 90 days on 2026-08-28. Ann, Bob, Cleo and Eve consented to
 * the ICF log, Dana did not; Team Orion is a group of 6, All-hands one of 20 (too big for ICF);
 * Eve's hours are an imported ICF log summary of 730 minutes over 2026 (2 minutes a day).
 */
export async function seedHistory(t: TestApp, cookie: string) {
  const userId = await userIdOf(t, cookie);
  const consented = { includeInExports: true };
  const [ann, bob, cleo, dana, team, hall, eve] = [
    await addClient(t, cookie, { name: 'Ann', ...consented }),
    await addClient(t, cookie, { name: 'Bob', ...consented }),
    await addClient(t, cookie, { name: 'Cleo', ...consented }),
    await addClient(t, cookie, { name: 'Dana' }),
    await addClient(t, cookie, { name: 'Team Orion', groupMembers: 6, ...consented }),
    await addClient(t, cookie, { name: 'All-hands', groupMembers: 20, ...consented }),
    await addClient(t, cookie, { name: 'Eve', ...consented }),
  ];
  for (const [client, date, duration, payment] of [
    [ann, '2024-02-01', 60, 'paid'], // before education: EMCC and AC only
    [ann, '2024-03-01', 90, 'paid'], // the day education starts: counts
    [bob, '2025-05-26', 60, 'pro_bono'], // first day of the 18 months
    [bob, '2025-05-25', 30, 'paid'], // the day before it
    [cleo, '2026-10-01', 45, 'paid'], // inside the 90 days
  ] as const) {
    await addSession(t, cookie, { clientId: client.id, date, duration, payment });
  }
  // After today: not yet experience. Written as a logbook kept before the date rule could hold
  // one (the API now refuses a session in the future).
  await t.database.db
    .insert(coachingSessions)
    .values({ userId, clientId: cleo.id, date: '2026-12-01', duration: 60, payment: 'paid' });
  await addSession(t, cookie, { clientId: dana.id, date: '2026-06-01', duration: 120 }); // no consent: not ICF's
  for (const [client, date, size] of [
    [team, '2026-07-01', 6], // 6 clients for ICF
    [hall, '2026-07-02', 20], // more than 15: EMCC and AC only
  ] as const) {
    await addSession(t, cookie, { clientId: client.id, date, duration: 60, sessionType: 'group', groupSize: size });
  }
  // Marked not completed: counted nowhere.
  await addSession(t, cookie, { clientId: ann.id, date: '2026-08-01', duration: 30, completed: false });
  await t.database.db.execute(sql`insert into coaching_sessions
    (user_id, client_id, date, summary_end_date, duration, payment, is_imported_summary)
    values (${userId}, ${eve.id}, '2026-01-01', '2026-12-31', 730, 'paid', true)`);
  for (const [date, duration] of [
    ['2026-11-20', 60],
    ['2026-06-01', 30],
  ] as const) {
    const response = await call(t, 'POST', '/api/supervision-sessions', {
      cookie,
      body: kept({ supervisorName: 'Dr Jane Smith', date, duration, topics: 'ethics' }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
  for (const body of [
    { title: 'Ethics day', date: '2026-02-01', hours: 10, category: 'core_competencies', coachingEthics: true },
    { title: 'Reading', date: '2025-06-01', hours: 5, category: 'resource_development' },
  ]) {
    expect((await call(t, 'POST', '/api/cpd-records', { cookie, body: kept(body) })).status).toBe(201);
  }
  await seedAccreditationRecords(t.database.db, userId, {
    education: [
      { startDate: '2024-09-01', endDate: '2025-01-31', totalHours: 30 },
      { startDate: '2024-03-01', endDate: '2024-08-01', totalHours: 40 },
    ],
    mentor: [
      { date: '2026-01-10', duration: 120, credential: 'pcc' },
      { date: '2026-04-12', duration: 480, credential: 'pcc', groupSize: 5 },
      { date: '2026-11-01', duration: 60, credential: 'mcc' },
    ],
    credentials: [{ body: 'icf', level: 'acc', awardedOn: '2024-01-20', expiresOn: '2027-01-20' }],
    feedback: [
      { date: '2026-03-01', kind: 'client_feedback' },
      { date: '2026-04-01', kind: 'client_feedback' },
      { date: '2024-01-01', kind: 'reflection' },
    ],
  });
}

export interface Row {
  id: string;
  figure: string | null;
  status: string;
  doneOn: string | null;
}
interface Body {
  body: string;
  levels: { name: string; requirements: Row[] }[];
}

/** GET /api/accreditation on TODAY, as the page asks for it. */
export async function accreditationOf(t: TestApp, cookie: string) {
  const response = await call(t, 'GET', `/api/accreditation?today=${TODAY}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

export const rowOf = (answer: { bodies: Body[] }, id: string) =>
  answer.bodies.flatMap((body) => body.levels.flatMap((level) => level.requirements)).find((row) => row.id === id)!;
export const levelOf = (answer: { bodies: Body[] }, body: string, name: string) =>
  answer.bodies
    .find((row) => row.body === body)!
    .levels.find((level) => level.name === name)! as Body['levels'][number] & {
    path: { id: string } | null;
  };
