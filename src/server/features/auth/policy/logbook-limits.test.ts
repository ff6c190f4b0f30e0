import { describe, expect, it } from 'vitest';
import { backupKeys, type BackupKey } from '@/shared/schemas/export-import';
import { defaultWheelAreas } from '@/shared/schemas/wheel-of-life';
import { userIdOf } from '@/test/admins';
import { recordBodies } from '@/test/accreditation-records';
import { createCoach } from '@/test/coaches';
import { backupOf } from '@/test/export-import';
import { fillList } from '@/test/full-lists';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';
import { countOwnedRows } from '../../../db/logbook-lists';
import { LOGBOOK_LIMITS, limitReachedMessage } from './logbook-limits';

const t = useTestApp();

/** Each list's create endpoint and a valid body for it (`clientId` is one of the coach's clients). */
const creates: Record<BackupKey, { path: string; body: (clientId: string) => Record<string, unknown> }> = {
  clients: { path: '/api/clients', body: () => ({ name: 'One more client' }) },
  coachingSessions: {
    path: '/api/coaching-sessions',
    body: (clientId) => ({ clientId, date: '2026-01-05', duration: 60 }),
  },
  supervisionSessions: {
    path: '/api/supervision-sessions',
    body: () => ({ supervisorName: 'Sam', date: '2026-01-05', topics: 'Ethics' }),
  },
  cpdRecords: {
    path: '/api/cpd-records',
    body: () => ({ title: 'Book', date: '2026-01-05', hours: 1, category: 'core_competencies' }),
  },
  educationRecords: { path: '/api/education-records', body: () => recordBodies.education },
  mentorCoachingSessions: { path: '/api/mentor-coaching-sessions', body: () => recordBodies.mentorCoaching },
  credentials: { path: '/api/credentials', body: () => recordBodies.credential },
  feedbackEntries: { path: '/api/feedback-entries', body: () => recordBodies.feedback },
  performanceRecordings: { path: '/api/performance-recordings', body: () => recordBodies.recording },
  coachQuestions: { path: '/api/coach-questions', body: () => ({ stage: 'goal', text: 'What would help?' }) },
  growPlans: { path: '/api/grow-plans', body: (clientId) => ({ clientId, date: '2026-01-05', title: 'Plan' }) },
  wheelAssessments: {
    path: '/api/wheel-assessments',
    body: (clientId) => ({
      clientId,
      date: '2026-01-05',
      areas: defaultWheelAreas.map((name) => ({ name, score: 5 })),
    }),
  },
};

async function coachWithClient() {
  const { cookie } = await createCoach(t());
  const client = await addClient(t(), cookie, { name: 'Ada' });
  return { cookie, userId: await userIdOf(t(), cookie), clientId: client.id };
}

describe('what one account may hold', () => {
  it.each(backupKeys)(
    'refuses a new row of %s once the account holds the most it may, and says so',
    async (key) => {
      const coach = await coachWithClient();
      // The client added above counts among the clients.
      await fillList(t().database.db, coach.userId, key, LOGBOOK_LIMITS[key] - (key === 'clients' ? 2 : 1));
      const { path, body } = creates[key];
      const last = await call(t(), 'POST', path, { cookie: coach.cookie, body: body(coach.clientId) });
      expect(last.status, await last.clone().text()).toBe(201);

      const refused = await call(t(), 'POST', path, { cookie: coach.cookie, body: body(coach.clientId) });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toEqual({ code: 'LIMIT_REACHED', message: limitReachedMessage(key) });
      expect(await countOwnedRows(t().database.db, coach.userId, key)).toBe(LOGBOOK_LIMITS[key]);

      // Another coach's account is its own.
      const other = await coachWithClient();
      const theirs = await call(t(), 'POST', path, { cookie: other.cookie, body: body(other.clientId) });
      expect(theirs.status).toBe(201);
    },
    120_000,
  );

  it('refuses an import or its preview that would pass a limit, saying why, and writes nothing', async () => {
    const coach = await coachWithClient();
    await fillList(t().database.db, coach.userId, 'cpdRecords', LOGBOOK_LIMITS.cpdRecords - 1);
    const csv =
      'Title,Date,Hours,Category\r\nBook,2026-01-05,1,Core competencies\r\nTalk,2026-01-06,1,Core competencies\r\n';
    const message =
      'This file would take your CPD records past 10,000, the most one account can keep: your account holds 9,999 and the file adds 2. Nothing was imported.';
    for (const dryRun of ['true', 'false']) {
      const response = await upload(t(), '/api/import/spreadsheet', {
        cookie: coach.cookie,
        file: csv,
        name: 'cpd.csv',
        fields: { entity: 'cpdRecords', dryRun },
      });
      expect(response.status).toBe(409);
      expect((await response.json()).error).toEqual({ code: 'LIMIT_REACHED', message });
    }
    expect(await countOwnedRows(t().database.db, coach.userId, 'cpdRecords')).toBe(LOGBOOK_LIMITS.cpdRecords - 1);

    // A backup restored into a full account is refused the same way, with nothing written.
    const source = await coachWithClient();
    await call(t(), 'POST', '/api/cpd-records', { cookie: source.cookie, body: creates.cpdRecords.body('') });
    await call(t(), 'POST', '/api/cpd-records', {
      cookie: source.cookie,
      body: { ...creates.cpdRecords.body(''), title: 'Second book' },
    });
    const restore = await upload(t(), '/api/import/backup', {
      cookie: coach.cookie,
      file: await backupOf(t(), source.cookie),
      name: 'backup.json',
      fields: { dryRun: 'false' },
    });
    expect(restore.status).toBe(409);
    expect((await restore.json()).error.message).toBe(message);
    expect(await countOwnedRows(t().database.db, coach.userId, 'clients')).toBe(1);
  }, 120_000);
});
