import { expect } from 'vitest';
import type { TestApp } from './build-app';
import { call } from './http';

/** One valid body per accreditation record, as a form sends it. */
export const recordBodies = {
  education: {
    programmeName: 'Coaching Essentials',
    provider: 'Northern Coaching Academy',
    kind: 'icf_level_1',
    startDate: '2024-01-10',
    endDate: '2024-06-30',
    totalHours: '62.5',
    synchronousHours: '40',
    certificateReference: 'NCA-2024-118',
  },
  mentorCoaching: {
    mentorName: 'Ana Mentor',
    mentorEmail: 'ana@example.com',
    mentorCredential: 'pcc',
    date: '2025-03-01',
    duration: '60',
    format: 'group',
    groupSize: '6',
    notes: 'Competency 4: cultivating trust.',
    // More than a year back: kept, as the coach keeps it after 'Did you mean …?'.
    confirmedDates: ['2025-03-01'],
  },
  credential: { body: 'icf', level: 'acc', awardedOn: '2024-09-15' },
  feedback: { kind: 'reflection', date: '2025-02-11', clientId: '', content: 'Slowed down; more silence.' },
  recording: {
    level: 'pcc',
    recordedOn: '2025-04-02',
    duration: 45,
    clientId: '',
    permissionOn: '2025-03-30',
    transcriptDone: true,
    selfReviewDone: true,
    mentorFeedback: 'Strong on active listening; more direct communication.',
  },
} as const;

/** The API path and the JSON keys of each record kind. */
export const recordApis = {
  education: { path: '/api/education-records', one: 'record', many: 'records' },
  mentorCoaching: { path: '/api/mentor-coaching-sessions', one: 'session', many: 'sessions' },
  credential: { path: '/api/credentials', one: 'credential', many: 'credentials' },
  feedback: { path: '/api/feedback-entries', one: 'entry', many: 'entries' },
  recording: { path: '/api/performance-recordings', one: 'recording', many: 'recordings' },
} as const;

export type RecordKind = keyof typeof recordApis;

export async function addRecord(t: TestApp, cookie: string, kind: RecordKind, body: Record<string, unknown> = {}) {
  const api = recordApis[kind];
  const merged: Record<string, unknown> = { ...recordBodies[kind], ...body };
  // A date given here is kept as the coach keeps it after 'Did you mean …?'.
  if (typeof body.date === 'string') merged.confirmedDates = [body.date];
  const response = await call(t, 'POST', api.path, { cookie, body: merged });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json())[api.one] as { id: string } & Record<string, unknown>;
}

export async function listRecords(t: TestApp, cookie: string, kind: RecordKind) {
  const api = recordApis[kind];
  const response = await call(t, 'GET', api.path, { cookie });
  expect(response.status).toBe(200);
  return (await response.json())[api.many] as ({ id: string } & Record<string, unknown>)[];
}
