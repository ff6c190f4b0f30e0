import { expect } from 'vitest';
import type { TestApp } from './build-app';
import { createCoach } from './coaches';
import { call } from './http';
import { addClient, addSession } from './logbook';
import { upload } from './uploads';

/**
 * A coach with a profile, two clients (one with formula-like and non-ASCII text), sessions,
 * supervision, CPD and coach tools' records.
 */
export async function seedCoach(t: TestApp) {
  const coach = await createCoach(t);
  await call(t, 'PUT', '/api/profile', { cookie: coach.cookie, body: { displayName: 'Dana Coach', username: null } });
  const ada = await addClient(t, coach.cookie, {
    name: '=Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    organisation: 'Analytical Ltd',
    notes: 'Line one\nline two, with "quotes"',
    includeInExports: true,
    exportAlias: 'Client A',
  });
  const ben = await addClient(t, coach.cookie, { name: 'Ben Okafor', status: 'archived' });
  const adaSession = await addSession(t, coach.cookie, {
    clientId: ada.id,
    date: '2026-01-05',
    duration: 60,
    topics: '-goals, values',
    rate: 120.5,
    rating: 5,
    notes: 'Ünïcödé ✓',
    goalsSet: 'Plan',
    goalsAchieved: 'Done',
    followUp: 'Call',
    completed: false,
  });
  await addSession(t, coach.cookie, {
    clientId: ben.id,
    date: '2026-01-06',
    duration: 90,
    payment: 'pro_bono',
    sessionType: 'team',
    groupSize: 5,
  });
  await call(t, 'POST', '/api/supervision-sessions', {
    cookie: coach.cookie,
    body: {
      supervisorName: 'Sam Super',
      date: '2026-01-15',
      duration: 45,
      topics: 'ethics, +boundaries',
      supervisorAccreditation: 'ESIA',
    },
  });
  await call(t, 'POST', '/api/cpd-records', {
    cookie: coach.cookie,
    body: { title: 'Ethics day', date: '2026-02-01', hours: 7.25, category: 'core_competencies', coachingEthics: true },
  });
  await seedTools(t, coach.cookie, { adaId: ada.id, adaSessionId: adaSession.id, benId: ben.id });
  return coach;
}

const wheelAreas = (scores: number[]) =>
  ['Career', 'Money', 'Health', 'Friends', '=Love', 'Growth', 'Fun', 'Home'].map((name, index) => ({
    name,
    score: scores[index],
  }));

/** Coach tools' records: two own questions, two GROW plans (one attached to a session) and a wheel. */
async function seedTools(t: TestApp, cookie: string, ids: { adaId: string; adaSessionId: string; benId: string }) {
  const created = async (path: string, body: Record<string, unknown>) => {
    const response = await call(t, 'POST', path, { cookie, body });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  await created('/api/coach-questions', { stage: 'goal', text: 'What would make today worthwhile?' });
  await created('/api/coach-questions', { stage: 'will', text: '+What will you do first?' });
  await created('/api/grow-plans', {
    clientId: ids.adaId,
    coachingSessionId: ids.adaSessionId,
    date: '2026-01-04',
    title: 'Prepare the first session',
    goal: 'Clarity',
    reality: 'Busy\nweeks',
    options: null,
    will: 'Ünïcödé plan',
  });
  await created('/api/grow-plans', { clientId: ids.benId, date: '2026-01-06', title: 'Team plan' });
  await created('/api/wheel-assessments', {
    clientId: ids.adaId,
    date: '2026-01-05',
    areas: wheelAreas([7, 4, 8, 6, 5, 9, 3, 10]),
    notes: 'First wheel',
  });
}

export async function backupOf(t: TestApp, cookie: string) {
  const response = await call(t, 'GET', '/api/export/backup', { cookie });
  expect(response.status).toBe(200);
  return response.text();
}

export async function summary(t: TestApp, cookie: string) {
  return (await (await call(t, 'GET', '/api/export/summary', { cookie })).json()).counts;
}

export async function toolCounts(t: TestApp, cookie: string) {
  return (await (await call(t, 'GET', '/api/export/summary', { cookie })).json()).toolCounts;
}

/**
 * Downloads `from`'s workbook and imports each named sheet into a fresh account, checking that each
 * commits with no error or duplicate; then the two accounts' backups hold the same rows of those
 * kinds (creation times aside). Returns the workbook, for the caller's own checks.
 */
export async function expectWorkbookSheetsToCarryOver(t: TestApp, fromCookie: string, entities: readonly string[]) {
  const workbook = new Uint8Array(
    await (await call(t, 'GET', '/api/export/workbook', { cookie: fromCookie })).arrayBuffer(),
  );
  const fresh = await createCoach(t);
  for (const entity of entities) {
    const response = await upload(t, '/api/import/spreadsheet', {
      cookie: fresh.cookie,
      file: workbook,
      name: 'coach-logbook.xlsx',
      fields: { entity, dryRun: 'false' },
    });
    expect(await response.json(), entity).toMatchObject({ committed: true, errorCount: 0, duplicateCount: 0 });
  }
  const copy = JSON.parse(await backupOf(t, fresh.cookie));
  const source = JSON.parse(await backupOf(t, fromCookie));
  const strip = (rows: Record<string, unknown>[]) => rows.map(({ createdAt: _at, ...row }) => row);
  for (const entity of entities) expect(strip(copy[entity]), entity).toEqual(strip(source[entity]));
  return { workbook, copy };
}
