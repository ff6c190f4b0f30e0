import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { backupOf, seedCoach, summary, toolCounts } from '@/test/export-import';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';

const t = useTestApp();

const restore = (cookie: string, file: string, fields: Record<string, string> = { dryRun: 'false' }) =>
  upload(t(), '/api/import/backup', { cookie, file, name: 'backup.json', fields });

describe('coach tools in the backup', () => {
  it('writes the own questions, GROW plans and wheels with client numbers and session dates', async () => {
    const coach = await seedCoach(t());
    const backup = JSON.parse(await backupOf(t(), coach.cookie));
    expect(backup.coachQuestions).toEqual([
      { stage: 'goal', text: 'What would make today worthwhile?', createdAt: expect.any(String) },
      { stage: 'will', text: '+What will you do first?', createdAt: expect.any(String) },
    ]);
    expect(backup.growPlans).toEqual([
      expect.objectContaining({
        clientRef: 1,
        coachingSessionDate: '2026-01-05',
        date: '2026-01-04',
        title: 'Prepare the first session',
        will: 'Ünïcödé plan',
      }),
      expect.objectContaining({ clientRef: 2, coachingSessionDate: null, title: 'Team plan', goal: null }),
    ]);
    expect(backup.wheelAssessments).toEqual([
      expect.objectContaining({ clientRef: 1, date: '2026-01-05', notes: 'First wheel' }),
    ]);
    expect(backup.wheelAssessments[0].areas[4]).toEqual({ name: '=Love', score: 5 });
  });

  it('restores plans onto the new account’s client and session', async () => {
    const original = await seedCoach(t());
    const fresh = await createCoach(t());
    await restore(fresh.cookie, await backupOf(t(), original.cookie));
    const clients = (await (await call(t(), 'GET', '/api/clients', { cookie: fresh.cookie })).json()).items;
    const ada = clients.find((client: { name: string }) => client.name === '=Ada Lovelace');
    const plans = await (await call(t(), 'GET', `/api/grow-plans?clientId=${ada.id}`, { cookie: fresh.cookie })).json();
    const sessions = (await (await call(t(), 'GET', '/api/coaching-sessions', { cookie: fresh.cookie })).json()).items;
    const adaSession = sessions.find((session: { clientId: string }) => session.clientId === ada.id);
    expect(plans.items).toEqual([
      expect.objectContaining({
        clientId: ada.id,
        coachingSessionId: adaSession.id,
        coachingSessionDate: '2026-01-05',
      }),
    ]);
  });

  it('never shows one coach’s tool records in another coach’s export', async () => {
    await seedCoach(t());
    const other = await createCoach(t());
    const backup = JSON.parse(await backupOf(t(), other.cookie));
    expect([backup.coachQuestions, backup.growPlans, backup.wheelAssessments]).toEqual([[], [], []]);
    expect(await toolCounts(t(), other.cookie)).toEqual({ coachQuestions: 0, growPlans: 0, wheelAssessments: 0 });
  });

  it('still restores a version 1 backup, which has no tool lists', async () => {
    const original = await seedCoach(t());
    const {
      coachQuestions: _q,
      growPlans: _p,
      wheelAssessments: _w,
      ...rest
    } = JSON.parse(await backupOf(t(), original.cookie));
    const fresh = await createCoach(t());
    const response = await restore(fresh.cookie, JSON.stringify({ ...rest, version: 1 }));
    expect(await response.json()).toMatchObject({
      committed: true,
      errorCount: 0,
      created: { clients: 2, coachingSessions: 2, coachQuestions: 0, growPlans: 0, wheelAssessments: 0 },
    });
    expect((await summary(t(), fresh.cookie)).coachingSessions).toBe(2);
  });

  it('reports invalid tool rows by place and restores the rest', async () => {
    const original = await seedCoach(t());
    const backup = JSON.parse(await backupOf(t(), original.cookie));
    backup.coachQuestions[0].text = ' ';
    backup.growPlans[0].coachingSessionDate = '2030-01-01';
    backup.growPlans[1].clientRef = 9;
    backup.wheelAssessments[0].areas = backup.wheelAssessments[0].areas.slice(1);
    const fresh = await createCoach(t());
    const stopped = await restore(fresh.cookie, JSON.stringify(backup), { dryRun: 'false', mode: 'stop_on_error' });
    expect(await stopped.json()).toMatchObject({
      committed: false,
      errors: [
        { line: 'Own questions #1', message: 'Question is required' },
        { line: 'GROW plans #1', message: 'No session with client 1 on 2030-01-01 in this backup' },
        { line: 'GROW plans #2', message: 'No client numbered 9 in this backup' },
        { line: 'Wheels of Life #1', message: 'The wheel has exactly 8 areas' },
      ],
    });
    expect((await summary(t(), fresh.cookie)).clients).toBe(0);
    const skipped = await restore(fresh.cookie, JSON.stringify(backup));
    expect(await skipped.json()).toMatchObject({
      committed: true,
      errorCount: 4,
      created: { clients: 2, coachQuestions: 1, growPlans: 0, wheelAssessments: 0 },
    });
  });
});
