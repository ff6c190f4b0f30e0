import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { kept } from '@/test/logbook';
import { useTestApp, type TestApp } from '@/test/test-app';

const t = useTestApp();
const PATH = '/api/supervision-sessions';

const sessionBody = (overrides: Record<string, unknown> = {}) => ({
  supervisorName: 'Dr Jane Smith',
  date: '2026-03-05',
  duration: 90,
  topics: 'Ethics, Boundaries',
  ...overrides,
});

async function addSupervision(app: TestApp, cookie: string, body: Record<string, unknown>) {
  // Its date kept, as the coach keeps it after 'Did you mean …?': the quarters reach a year back.
  const response = await call(app, 'POST', PATH, { cookie, body: kept(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).session as { id: string; topics: string[] };
}

const listNames = async (cookie: string) =>
  (await (await call(t(), 'GET', PATH, { cookie })).json()).items.map(
    (item: { supervisorName: string }) => item.supervisorName,
  );

describe('supervision sessions API', () => {
  it('creates, lists newest first, reads, updates and deletes a coach’s sessions', async () => {
    const { cookie } = await createCoach(t());
    const march = await addSupervision(t(), cookie, sessionBody({ notes: '', supervisorAccreditation: ' ' }));
    await addSupervision(t(), cookie, sessionBody({ supervisorName: 'Older', date: '2026-01-10' }));
    await addSupervision(t(), cookie, sessionBody({ supervisorName: 'Same day, recorded later' }));
    expect(await listNames(cookie)).toEqual(['Same day, recorded later', 'Dr Jane Smith', 'Older']);

    const read = await call(t(), 'GET', `${PATH}/${march.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      session: {
        id: march.id,
        supervisorName: 'Dr Jane Smith',
        date: '2026-03-05',
        duration: 90,
        topics: ['Ethics', 'Boundaries'],
        notes: null,
        supervisionType: 'individual',
        supervisorAccreditation: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });

    const changes = {
      supervisorName: 'Dr Jane Smith-Jones',
      date: '2026-03-06',
      duration: '45',
      topics: 'Contracting',
      notes: 'Reflected on a difficult ending.',
      supervisionType: 'group',
      supervisorAccreditation: 'EMCC ESIA',
    };
    const updated = await call(t(), 'PUT', `${PATH}/${march.id}`, { cookie, body: changes });
    expect(updated.status).toBe(200);
    const expected = { ...changes, id: march.id, duration: 45, topics: ['Contracting'] };
    expect(await updated.json()).toMatchObject({ session: expected });
    expect(await (await call(t(), 'GET', `${PATH}/${march.id}`, { cookie })).json()).toMatchObject({
      session: expected,
    });

    expect((await call(t(), 'DELETE', `${PATH}/${march.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `${PATH}/${march.id}`, { cookie })).status).toBe(404);
    expect(await listNames(cookie)).toEqual(['Same day, recorded later', 'Older']);
  });

  it('takes 60 minutes and an individual session when the input leaves them out', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', PATH, {
      cookie,
      body: { supervisorName: 'Sam', date: '2026-02-01', topics: 'Ethics' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ session: { duration: 60, supervisionType: 'individual' } });
  });

  it('stores topics given as comma-separated text or as a list as a trimmed list', async () => {
    const { cookie } = await createCoach(t());
    const fromText = await addSupervision(t(), cookie, sessionBody({ topics: '  Ethics ,Boundaries,, self-care  ,' }));
    const fromList = await addSupervision(
      t(),
      cookie,
      sessionBody({ topics: [' Ethics', 'Boundaries ', ' ', 'Care'] }),
    );
    const stored = async (id: string) =>
      (await (await call(t(), 'GET', `${PATH}/${id}`, { cookie })).json()).session.topics;
    expect(await stored(fromText.id)).toEqual(['Ethics', 'Boundaries', 'self-care']);
    expect(await stored(fromList.id)).toEqual(['Ethics', 'Boundaries', 'Care']);
  });

  it('rejects bad input with the spec’s messages and stores nothing', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', PATH, {
      cookie,
      body: { supervisorName: ' J ', date: '', duration: 0, topics: ' , ' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message:
          'Supervisor name must be at least 2 characters, A date is required, Duration must be at least 1 minute, Topics are required',
        issues: [
          { path: 'supervisorName', message: 'Supervisor name must be at least 2 characters' },
          { path: 'date', message: 'A date is required' },
          { path: 'duration', message: 'Duration must be at least 1 minute' },
          { path: 'topics', message: 'Topics are required' },
        ],
      },
    });

    const missing = await call(t(), 'POST', PATH, { cookie, body: {} });
    expect((await missing.json()).error.issues.map((issue: { message: string }) => issue.message)).toEqual([
      'Supervisor name must be at least 2 characters',
      'A date is required',
      'Topics are required',
    ]);

    const kept = await addSupervision(t(), cookie, sessionBody());
    const badUpdate = await call(t(), 'PUT', `${PATH}/${kept.id}`, { cookie, body: sessionBody({ topics: 'x' }) });
    expect(badUpdate.status).toBe(400);
    expect((await badUpdate.json()).error.issues).toEqual([{ path: 'topics', message: 'Topics are required' }]);
    expect(await (await call(t(), 'GET', PATH, { cookie })).json()).toMatchObject({
      items: [{ id: kept.id, topics: ['Ethics', 'Boundaries'] }],
      total: 1,
    });
  });
});

describe('supervision list pages and summary', () => {
  it('pages newest first, never more than a page, with the totals of the whole', async () => {
    const { cookie } = await createCoach(t());
    const other = await createCoach(t());
    await addSupervision(t(), other.cookie, sessionBody({ supervisorName: 'Not mine', date: '2026-03-06' }));
    for (const [index, date] of ['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-05', '2026-05-05'].entries()) {
      await addSupervision(t(), cookie, sessionBody({ supervisorName: `Supervisor ${index + 1}`, date, duration: 30 }));
    }
    const page = async (query: string) => (await call(t(), 'GET', `${PATH}?${query}`, { cookie })).json();

    const second = await page('page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2, summary: { sessions: 5, minutes: 150 } });
    expect(second.items.map((item: { supervisorName: string }) => item.supervisorName)).toEqual([
      'Supervisor 3',
      'Supervisor 2',
    ]);
    const last = await page('page=3&pageSize=2');
    expect(last.items).toHaveLength(1);
    expect((await page('page=4&pageSize=2')).items).toEqual([]);
    for (const size of [1, 2, 3, 100]) {
      const answer = await page(`pageSize=${size}`);
      expect(answer.items.length).toBeLessThanOrEqual(size);
      expect(answer.items.map((item: { supervisorName: string }) => item.supervisorName)).not.toContain('Not mine');
    }
  });

  it('counts EMCC’s quarters back from the coach’s today: one hour in each, or not covered', async () => {
    const { cookie } = await createCoach(t());
    // Quarters back from 27 November 2026: 28 Aug–27 Nov, 28 May–27 Aug, 28 Feb–27 May, 28 Nov–27 Feb.
    await addSupervision(t(), cookie, sessionBody({ date: '2026-11-27', duration: 60 }));
    await addSupervision(t(), cookie, sessionBody({ date: '2026-08-27', duration: 45 }));
    await addSupervision(t(), cookie, sessionBody({ date: '2026-05-28', duration: 20 }));
    await addSupervision(t(), cookie, sessionBody({ date: '2026-03-01', duration: 50 }));
    await addSupervision(t(), cookie, sessionBody({ date: '2025-11-28', duration: 90 }));
    await addSupervision(t(), cookie, sessionBody({ date: '2025-11-27', duration: 600 }));
    const { summary } = await (await call(t(), 'GET', `${PATH}?today=2026-11-27`, { cookie })).json();
    expect(summary).toEqual({
      sessions: 6,
      minutes: 865,
      quarters: [
        { start: '2026-08-28', end: '2026-11-27', minutes: 60, covered: true },
        { start: '2026-05-28', end: '2026-08-27', minutes: 65, covered: true },
        { start: '2026-02-28', end: '2026-05-27', minutes: 50, covered: false },
        { start: '2025-11-28', end: '2026-02-27', minutes: 90, covered: true },
      ],
    });
  });

  it('refuses a page, a page size or a date that cannot be one, with a clear message', async () => {
    const { cookie } = await createCoach(t());
    for (const [query, message] of [
      ['page=0', 'Page must be a whole number from 1 to 100,000'],
      ['page=abc', 'Page must be a whole number from 1 to 100,000'],
      ['page=1.5', 'Page must be a whole number from 1 to 100,000'],
      ['pageSize=101', 'Page size must be a whole number from 1 to 100'],
      ['pageSize=-1', 'Page size must be a whole number from 1 to 100'],
      ['today=2026-02-30', 'Please enter a valid date'],
    ]) {
      const response = await call(t(), 'GET', `${PATH}?${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.issues[0].message, query).toBe(message);
    }
  });
});

describe('supervision sessions access', () => {
  it('never lets another coach list, read, change or delete a session', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const mine = await addSupervision(t(), owner.cookie, sessionBody({ notes: 'Confidential reflections' }));

    expect(await (await call(t(), 'GET', `${PATH}?today=2026-03-31`, { cookie: other.cookie })).json()).toMatchObject({
      items: [],
      total: 0,
      summary: { sessions: 0, minutes: 0, quarters: [{ minutes: 0 }, { minutes: 0 }, { minutes: 0 }, { minutes: 0 }] },
    });
    expect((await call(t(), 'GET', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    const change = await call(t(), 'PUT', `${PATH}/${mine.id}`, {
      cookie: other.cookie,
      body: sessionBody({ supervisorName: 'Taken' }),
    });
    expect(change.status).toBe(404);
    expect(await change.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Supervision session not found' } });
    expect((await call(t(), 'DELETE', `${PATH}/${mine.id}`, { cookie: other.cookie })).status).toBe(404);

    expect(await (await call(t(), 'GET', `${PATH}/${mine.id}`, { cookie: owner.cookie })).json()).toMatchObject({
      session: { supervisorName: 'Dr Jane Smith', notes: 'Confidential reflections' },
    });
  });

  it('answers 401 without a session', async () => {
    const response = await call(t(), 'GET', PATH);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'No authenticated user found' },
    });
    expect((await call(t(), 'POST', PATH, { body: sessionBody() })).status).toBe(401);
  });
});

describe('supervision sessions when the trial has ended', () => {
  const expired = useTestApp({ TRIAL_DAYS: '0' });

  it('answers 402 SUBSCRIPTION_REQUIRED and stores nothing', async () => {
    const { cookie } = await createCoach(expired());
    const response = await call(expired(), 'POST', PATH, { cookie, body: sessionBody() });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
    expect((await call(expired(), 'GET', PATH, { cookie })).status).toBe(402);
  });
});
