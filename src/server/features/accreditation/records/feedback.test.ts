import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from '@/shared/schemas/control-characters';
import { addRecord, listRecords, recordBodies } from '@/test/accreditation-records';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();
const PATH = '/api/feedback-entries';

describe('feedback and reflections API', () => {
  it('creates entries of both kinds, with or without a client, and updates and deletes them', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Maya Patel' });
    const feedback = await addRecord(t(), cookie, 'feedback', {
      kind: 'client_feedback',
      clientId: client.id,
      date: '2025-03-01',
      content: 'Maya: the sessions gave me room to think.',
    });
    expect(feedback).toEqual({
      id: feedback.id,
      kind: 'client_feedback',
      date: '2025-03-01',
      clientId: client.id,
      clientName: 'Maya Patel',
      content: 'Maya: the sessions gave me room to think.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await addRecord(t(), cookie, 'feedback');
    expect((await listRecords(t(), cookie, 'feedback')).map((row) => [row.kind, row.clientName])).toEqual([
      ['client_feedback', 'Maya Patel'],
      ['reflection', null],
    ]);

    const updated = await call(t(), 'PUT', `${PATH}/${feedback.id}`, {
      cookie,
      body: { kind: 'client_feedback', date: '2025-03-02', clientId: null, content: 'Anonymous now.' },
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).entry).toMatchObject({ clientId: null, clientName: null, content: 'Anonymous now.' });

    expect((await call(t(), 'DELETE', `${PATH}/${feedback.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `${PATH}/${feedback.id}`, { cookie })).status).toBe(404);
  });

  it('keeps an entry, without its client, when the client is deleted', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Leaving Client' });
    const entry = await addRecord(t(), cookie, 'feedback', { kind: 'client_feedback', clientId: client.id });
    expect((await call(t(), 'DELETE', `/api/clients/${client.id}`, { cookie })).status).toBe(200);
    expect(await listRecords(t(), cookie, 'feedback')).toMatchObject([
      { id: entry.id, clientId: null, clientName: null },
    ]);
  });

  it('refuses NUL, huge text and wrong types, storing nothing', async () => {
    const { cookie } = await createCoach(t());
    const cases: [Record<string, unknown>, string][] = [
      [{ content: 'a\u0000b' }, controlCharactersMessage('The text')],
      [{ content: 'x'.repeat(2_001) }, 'The text must be at most 2,000 characters'],
      [{ content: '  ' }, 'Please write a few words'],
      [{ kind: 'note' }, 'Please choose feedback or reflection'],
      [{ clientId: 7 }, 'Client not found'],
      [{ date: null }, 'A date is required'],
    ];
    for (const [change, message] of cases) {
      const response = await call(t(), 'POST', PATH, { cookie, body: { ...recordBodies.feedback, ...change } });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await listRecords(t(), cookie, 'feedback')).toEqual([]);
  });

  it('never lets another coach see or change an entry, nor tie one to a client not theirs', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const ownersClient = await addClient(t(), owner.cookie, { name: 'Owner’s Client' });
    const mine = await addRecord(t(), owner.cookie, 'feedback', { kind: 'client_feedback', clientId: ownersClient.id });

    expect(await listRecords(t(), other.cookie, 'feedback')).toEqual([]);
    expect((await call(t(), 'GET', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    const change = await call(t(), 'PUT', `${PATH}/${mine.id}`, {
      cookie: other.cookie,
      body: { ...recordBodies.feedback, content: 'Taken' },
    });
    expect(change.status).toBe(404);
    expect(await change.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Entry not found' } });
    expect((await call(t(), 'DELETE', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);

    const tied = await call(t(), 'POST', PATH, {
      cookie: other.cookie,
      body: { ...recordBodies.feedback, clientId: ownersClient.id },
    });
    expect(tied.status).toBe(404);
    expect((await tied.json()).error).toMatchObject({
      code: 'NOT_FOUND',
      issues: [{ path: 'clientId', message: 'Client not found' }],
    });
    const own = await addRecord(t(), other.cookie, 'feedback');
    const retied = await call(t(), 'PUT', `${PATH}/${own.id}`, {
      cookie: other.cookie,
      body: { ...recordBodies.feedback, clientId: ownersClient.id },
    });
    expect(retied.status).toBe(404);
    expect(await listRecords(t(), other.cookie, 'feedback')).toEqual([own]);
    expect(await listRecords(t(), owner.cookie, 'feedback')).toEqual([mine]);
  });
});
