import { expect } from 'vitest';
import type { TestApp } from './build-app';
import { createCoach } from './coaches';
import { call } from './http';
import { addClient, addSession } from './logbook';

/** A coach with a profile, two clients (one with formula-like and non-ASCII text), sessions, supervision and CPD. */
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
  await addSession(t, coach.cookie, {
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
  return coach;
}

export async function backupOf(t: TestApp, cookie: string) {
  const response = await call(t, 'GET', '/api/export/backup', { cookie });
  expect(response.status).toBe(200);
  return response.text();
}

export async function summary(t: TestApp, cookie: string) {
  return (await (await call(t, 'GET', '/api/export/summary', { cookie })).json()).counts;
}
