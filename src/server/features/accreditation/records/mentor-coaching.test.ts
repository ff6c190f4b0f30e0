import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from '@/shared/schemas/control-characters';
import { addRecord, listRecords, recordBodies } from '@/test/accreditation-records';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();
const PATH = '/api/mentor-coaching-sessions';
const body = recordBodies.mentorCoaching;

describe('mentor coaching API', () => {
  it('creates, lists newest first, reads, updates and deletes', async () => {
    const { cookie } = await createCoach(t());
    const group = await addRecord(t(), cookie, 'mentorCoaching');
    expect(group).toEqual({
      id: group.id,
      mentorName: 'Ana Mentor',
      mentorEmail: 'ana@example.com',
      mentorCredential: 'pcc',
      date: '2025-03-01',
      duration: 60,
      format: 'group',
      groupSize: 6,
      notes: 'Competency 4: cultivating trust.',
      // A mentor's credential is taken as current, not as renewed, and without the 2027 specialization.
      mentorCredentialCurrent: true,
      mentorRenewed: false,
      mentorQualification: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await addRecord(t(), cookie, 'mentorCoaching', { date: '2025-06-01', format: 'one_to_one', mentorEmail: '' });
    expect((await listRecords(t(), cookie, 'mentorCoaching')).map((row) => [row.date, row.groupSize])).toEqual([
      ['2025-06-01', null],
      ['2025-03-01', 6],
    ]);

    // Turning a group session into one-to-one drops the group size the form still held.
    const updated = await call(t(), 'PUT', `${PATH}/${group.id}`, {
      cookie,
      body: { ...body, format: 'one_to_one', mentorCredential: 'mcc', duration: 90 },
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).session).toMatchObject({
      format: 'one_to_one',
      groupSize: null,
      mentorCredential: 'mcc',
      duration: 90,
    });

    expect((await call(t(), 'DELETE', `${PATH}/${group.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `${PATH}/${group.id}`, { cookie })).status).toBe(404);
  });

  it('refuses a group without a size of 2 to 10, NUL, huge notes and wrong types, storing nothing', async () => {
    const { cookie } = await createCoach(t());
    const cases: [Record<string, unknown>, string][] = [
      [{ groupSize: '' }, 'Group size is required for group mentoring'],
      [{ groupSize: 11 }, 'Group size must be from 2 to 10'],
      [{ groupSize: 1 }, 'Group size must be from 2 to 10'],
      [{ groupSize: 2.5 }, 'Group size must be from 2 to 10'],
      [{ groupSize: false }, 'Group size must be from 2 to 10'],
      [{ format: 'Team' }, 'Please choose one-to-one or group'],
      [{ duration: true }, 'Duration must be at least 1 minute'],
      [{ duration: 1441 }, 'Duration must be at most 1,440 minutes (24 hours)'],
      [{ mentorName: 'Ana\u0000' }, controlCharactersMessage('The text')],
      [{ notes: 'x'.repeat(20_001) }, 'Notes must be at most 20,000 characters'],
      [{ mentorEmail: 'not an e-mail' }, 'Please enter a valid email address'],
    ];
    for (const [change, message] of cases) {
      const response = await call(t(), 'POST', PATH, { cookie, body: { ...body, ...change } });
      expect(response.status, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await listRecords(t(), cookie, 'mentorCoaching')).toEqual([]);
  });

  it('never lets another coach list, read, change or delete a session', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const mine = await addRecord(t(), owner.cookie, 'mentorCoaching');
    expect(await listRecords(t(), other.cookie, 'mentorCoaching')).toEqual([]);
    expect((await call(t(), 'GET', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    const change = await call(t(), 'PUT', `${PATH}/${mine.id}`, {
      cookie: other.cookie,
      body: { ...body, notes: 'x' },
    });
    expect(change.status).toBe(404);
    expect(await change.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Mentor coaching session not found' } });
    expect((await call(t(), 'DELETE', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    expect(await listRecords(t(), owner.cookie, 'mentorCoaching')).toEqual([mine]);
  });
});
