import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

async function addQuestion(cookie: string, body: Record<string, unknown>) {
  const response = await call(t(), 'POST', '/api/coach-questions', { cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { question: { id: string; text: string } }).question;
}

async function listQuestions(cookie: string) {
  const response = await call(t(), 'GET', '/api/coach-questions', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { stage: string; text: string }[] }).items;
}

describe('Coach questions API', () => {
  it('creates, lists, updates and deletes a coach’s own questions', async () => {
    const { cookie } = await createCoach(t());
    const first = await addQuestion(cookie, { stage: 'goal', text: '  What would make today worthwhile?  ' });
    expect(first).toMatchObject({ stage: 'goal', text: 'What would make today worthwhile?' });
    await addQuestion(cookie, { stage: 'will', text: 'Who will you tell?' });
    expect(await listQuestions(cookie)).toMatchObject([
      { stage: 'goal', text: 'What would make today worthwhile?' },
      { stage: 'will', text: 'Who will you tell?' },
    ]);

    const updated = await call(t(), 'PUT', `/api/coach-questions/${first.id}`, {
      cookie,
      body: { stage: 'reality', text: 'What is happening now?' },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      question: { id: first.id, stage: 'reality', text: 'What is happening now?' },
    });

    expect((await call(t(), 'DELETE', `/api/coach-questions/${first.id}`, { cookie })).status).toBe(204);
    expect((await listQuestions(cookie)).map((question) => question.text)).toEqual(['Who will you tell?']);
  });

  it.each([
    [{ text: ' ' }, 'text', 'Question is required'],
    [{ text: 'x'.repeat(501) }, 'text', 'Question must be at most 500 characters'],
    [{ stage: 'wrap-up' }, 'stage', 'Please choose a GROW stage'],
  ])('rejects %o with its message and stores nothing', async (change, path, message) => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', '/api/coach-questions', {
      cookie,
      body: { stage: 'goal', text: 'What do you want?', ...change },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, issues: [{ path, message }] },
    });
    expect(await listQuestions(cookie)).toEqual([]);
  });

  it('finds the coach’s own questions holding every word of the search, in any order and case', async () => {
    const { cookie } = await createCoach(t());
    const other = await createCoach(t());
    await call(t(), 'POST', '/api/coach-questions', {
      cookie: other.cookie,
      body: { stage: 'goal', text: 'What matters most?' },
    });
    for (const text of ['What matters most to you?', 'What would 100% look like?', 'Who else matters here?']) {
      expect((await call(t(), 'POST', '/api/coach-questions', { cookie, body: { stage: 'goal', text } })).status).toBe(
        201,
      );
    }
    const found = async (search: string) =>
      (
        await (await call(t(), 'GET', `/api/coach-questions?search=${encodeURIComponent(search)}`, { cookie })).json()
      ).items.map((question: { text: string }) => question.text);
    expect(await found('MATTERS what')).toEqual(['What matters most to you?']);
    expect(await found('matters')).toEqual(['What matters most to you?', 'Who else matters here?']);
    expect(await found('%')).toEqual(['What would 100% look like?']);
    expect(await found('   ')).toHaveLength(3);
  });

  it('keeps each coach’s questions to that coach: another coach cannot read, change or delete them', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const question = await addQuestion(owner.cookie, { stage: 'options', text: 'What else could you do?' });

    expect(await listQuestions(other.cookie)).toEqual([]);
    const changed = await call(t(), 'PUT', `/api/coach-questions/${question.id}`, {
      cookie: other.cookie,
      body: { stage: 'goal', text: 'Taken over' },
    });
    expect(changed.status).toBe(404);
    expect((await call(t(), 'DELETE', `/api/coach-questions/${question.id}`, { cookie: other.cookie })).status).toBe(
      404,
    );
    expect(await listQuestions(owner.cookie)).toMatchObject([{ stage: 'options', text: 'What else could you do?' }]);
  });

  it('refuses visitors who are not signed in', async () => {
    expect((await call(t(), 'GET', '/api/coach-questions')).status).toBe(401);
    expect((await call(t(), 'POST', '/api/coach-questions', { body: { stage: 'goal', text: 'Hi?' } })).status).toBe(
      401,
    );
  });
});
