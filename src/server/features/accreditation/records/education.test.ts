import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from '@/shared/schemas/control-characters';
import { addRecord, listRecords, recordBodies } from '@/test/accreditation-records';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();
const PATH = '/api/education-records';

describe('education records API', () => {
  it('creates, lists newest start first, reads, updates and deletes', async () => {
    const { cookie } = await createCoach(t());
    const first = await addRecord(t(), cookie, 'education');
    expect(first).toEqual({
      id: first.id,
      programmeName: 'Coaching Essentials',
      provider: 'Northern Coaching Academy',
      kind: 'icf_level_1',
      startDate: '2024-01-10',
      endDate: '2024-06-30',
      totalHours: 62.5,
      synchronousHours: 40,
      certificateReference: 'NCA-2024-118',
      coreCompetencyHours: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await addRecord(t(), cookie, 'education', { programmeName: 'Advanced', startDate: '2025-02-01', endDate: '' });
    expect((await listRecords(t(), cookie, 'education')).map((row) => [row.programmeName, row.endDate])).toEqual([
      ['Advanced', null],
      ['Coaching Essentials', '2024-06-30'],
    ]);

    const changes = { ...recordBodies.education, kind: 'actp', totalHours: 125, synchronousHours: 125 };
    const updated = await call(t(), 'PUT', `${PATH}/${first.id}`, { cookie, body: changes });
    expect(updated.status).toBe(200);
    expect((await updated.json()).record).toMatchObject({ kind: 'actp', totalHours: 125, synchronousHours: 125 });
    expect((await (await call(t(), 'GET', `${PATH}/${first.id}`, { cookie })).json()).record.kind).toBe('actp');

    expect((await call(t(), 'DELETE', `${PATH}/${first.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `${PATH}/${first.id}`, { cookie })).status).toBe(404);
    expect(await listRecords(t(), cookie, 'education')).toHaveLength(1);
  });

  it('refuses NUL, huge text, wrong types and more synchronous than total hours, storing nothing', async () => {
    const { cookie } = await createCoach(t());
    const cases: [Record<string, unknown>, string][] = [
      [{ provider: 'Acad\u0000emy' }, controlCharactersMessage('The text')],
      [{ programmeName: 'x'.repeat(100_000) }, 'Programme name must be at most 200 characters'],
      [{ totalHours: true }, 'Total hours must be a number'],
      [{ kind: 'Weekend course' }, 'Please choose a kind of programme'],
      [{ startDate: 20240110 }, 'A start date is required'],
      [{ synchronousHours: 62.75 }, 'Synchronous hours cannot be more than the total hours'],
    ];
    for (const [change, message] of cases) {
      const response = await call(t(), 'POST', PATH, { cookie, body: { ...recordBodies.education, ...change } });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    const kept = await addRecord(t(), cookie, 'education');
    const bad = await call(t(), 'PUT', `${PATH}/${kept.id}`, {
      cookie,
      body: { ...recordBodies.education, synchronousHours: 70 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues).toEqual([
      { path: 'synchronousHours', message: 'Synchronous hours cannot be more than the total hours' },
    ]);
    expect(await listRecords(t(), cookie, 'education')).toMatchObject([{ id: kept.id, synchronousHours: 40 }]);
  });

  it('never lets another coach list, read, change or delete a record', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const mine = await addRecord(t(), owner.cookie, 'education');
    expect(await listRecords(t(), other.cookie, 'education')).toEqual([]);
    expect((await call(t(), 'GET', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    const change = await call(t(), 'PUT', `${PATH}/${mine.id}`, {
      cookie: other.cookie,
      body: { ...recordBodies.education, provider: 'Taken' },
    });
    expect(change.status).toBe(404);
    expect(await change.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Education record not found' } });
    expect((await call(t(), 'DELETE', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    const replay = await call(t(), 'POST', PATH, {
      cookie: other.cookie,
      body: { ...recordBodies.education, id: mine.id },
    });
    expect(replay.status).toBe(409);
    expect(await listRecords(t(), owner.cookie, 'education')).toEqual([mine]);
  });
});

describe('education records when the trial has ended', () => {
  const expired = useTestApp({ TRIAL_DAYS: '0' });

  it('answers 402 and stores nothing', async () => {
    const { cookie } = await createCoach(expired());
    expect((await call(expired(), 'POST', PATH, { cookie, body: recordBodies.education })).status).toBe(402);
    expect((await call(expired(), 'GET', PATH, { cookie })).status).toBe(402);
  });
});
