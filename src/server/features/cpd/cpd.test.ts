import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const workshop = {
  title: 'ICF Ethics Workshop',
  date: '2026-02-10',
  hours: 12.25,
  category: 'core_competencies',
  coachingEthics: true,
  provider: 'ICF UK',
  notes: 'Case studies on confidentiality',
};

async function addRecord(cookie: string, body: Record<string, unknown>) {
  const response = await call(t(), 'POST', '/api/cpd-records', { cookie, body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { record: { id: string; title: string } }).record;
}

async function listRecords(cookie: string, today = '2026-03-15') {
  const response = await call(t(), 'GET', `/api/cpd-records?today=${today}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: { title: string; hours: number }[]; totals: { allTime: number } };
}

describe('CPD records API', () => {
  it('creates, reads, updates and deletes a coach’s CPD records', async () => {
    const { cookie } = await createCoach(t());
    const created = await call(t(), 'POST', '/api/cpd-records', { cookie, body: { ...workshop, provider: '  ' } });
    expect(created.status).toBe(201);
    const { record } = (await created.json()) as { record: { id: string } };
    expect(record).toMatchObject({ ...workshop, provider: null });

    const read = await call(t(), 'GET', `/api/cpd-records/${record.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ record: { id: record.id, hours: 12.25, coachingEthics: true } });

    const updated = await call(t(), 'PUT', `/api/cpd-records/${record.id}`, {
      cookie,
      body: { title: 'Team Coaching Book', date: '2026-03-01', hours: 0.25, category: 'resource_development' },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      record: {
        id: record.id,
        title: 'Team Coaching Book',
        date: '2026-03-01',
        hours: 0.25,
        category: 'resource_development',
        coachingEthics: false,
        provider: null,
        notes: null,
      },
    });

    expect((await call(t(), 'DELETE', `/api/cpd-records/${record.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `/api/cpd-records/${record.id}`, { cookie })).status).toBe(404);
    expect((await listRecords(cookie)).items).toEqual([]);
  });

  it('keeps hours exact, from a quarter hour up to 100', async () => {
    const { cookie } = await createCoach(t());
    for (const hours of [0.25, 0.5, 12.75, 99.75, 100]) {
      await addRecord(cookie, { ...workshop, hours });
    }
    await addRecord(cookie, { ...workshop, hours: '7.25' });
    const { items: records, totals } = await listRecords(cookie);
    expect(records.map((record) => record.hours).sort((a, b) => a - b)).toEqual([0.25, 0.5, 7.25, 12.75, 99.75, 100]);
    expect(totals.allTime).toBe(220.5);
  });

  it('lists newest first by date, then by when each record was added', async () => {
    const { cookie } = await createCoach(t());
    await addRecord(cookie, { ...workshop, title: 'Older', date: '2025-06-01', confirmedDates: ['2025-06-01'] });
    await addRecord(cookie, { ...workshop, title: 'Same day, first', date: '2026-01-20' });
    await addRecord(cookie, { ...workshop, title: 'Newest', date: '2026-03-01' });
    await addRecord(cookie, { ...workshop, title: 'Same day, second', date: '2026-01-20' });
    const { items: records } = await listRecords(cookie);
    expect(records.map((record) => record.title)).toEqual(['Newest', 'Same day, second', 'Same day, first', 'Older']);
  });

  it.each([
    [{ title: '  ' }, 'title', 'Title is required'],
    [{ hours: 0 }, 'hours', 'Hours must be at least 0.25'],
    [{ hours: '' }, 'hours', 'Hours must be at least 0.25'],
    [{ hours: 100.25 }, 'hours', 'Hours must be at most 100'],
    [{ hours: 1.1 }, 'hours', 'Hours must be in quarter-hour steps (0.25)'],
    [{ hours: 'two' }, 'hours', 'Hours must be a number'],
    [{ category: 'other' }, 'category', 'Please choose a category'],
    [{ date: '2026-02-30' }, 'date', 'Please enter a valid date'],
  ])('rejects %o with its message and stores nothing', async (change, path, message) => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', '/api/cpd-records', { cookie, body: { ...workshop, ...change } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, issues: [{ path, message }] },
    });
    expect((await listRecords(cookie)).items).toEqual([]);
  });

  it('rejects a record without a date', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', '/api/cpd-records', { cookie, body: { ...workshop, date: '' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.issues).toEqual([{ path: 'date', message: 'A date is required' }]);
    expect((await listRecords(cookie)).items).toEqual([]);
  });

  it('rejects a bad update and keeps the record as it was', async () => {
    const { cookie } = await createCoach(t());
    const record = await addRecord(cookie, workshop);
    const response = await call(t(), 'PUT', `/api/cpd-records/${record.id}`, {
      cookie,
      body: { ...workshop, title: '', hours: 101 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        issues: [
          { path: 'title', message: 'Title is required' },
          { path: 'hours', message: 'Hours must be at most 100' },
        ],
      },
    });
    const read = await call(t(), 'GET', `/api/cpd-records/${record.id}`, { cookie });
    expect(await read.json()).toMatchObject({ record: { title: workshop.title, hours: 12.25 } });
  });

  it('never lets another coach read, change or delete a record', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const record = await addRecord(owner.cookie, workshop);

    expect(await listRecords(other.cookie)).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
      totals: {
        allTime: 0,
        thisYear: 0,
        lastThreeYears: { total: 0, coreCompetencies: 0, resourceDevelopment: 0, coachingEthics: 0 },
      },
    });
    const path = `/api/cpd-records/${record.id}`;
    expect((await call(t(), 'GET', path, { cookie: other.cookie })).status).toBe(404);
    const change = await call(t(), 'PUT', path, { cookie: other.cookie, body: { ...workshop, title: 'Taken' } });
    expect(change.status).toBe(404);
    expect(await change.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'CPD record not found' } });
    expect((await call(t(), 'DELETE', path, { cookie: other.cookie })).status).toBe(404);

    const own = await call(t(), 'GET', path, { cookie: owner.cookie });
    expect(await own.json()).toMatchObject({ record: { title: workshop.title, notes: workshop.notes } });
  });

  it('answers 401 without a session', async () => {
    const response = await call(t(), 'GET', '/api/cpd-records');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'No authenticated user found' },
    });
    expect((await call(t(), 'POST', '/api/cpd-records', { body: workshop })).status).toBe(401);
  });
});

describe('CPD records API when the trial has ended', () => {
  const expired = useTestApp({ TRIAL_DAYS: '0' });

  it('answers 402 SUBSCRIPTION_REQUIRED and changes nothing', async () => {
    const { cookie } = await createCoach(expired());
    const created = await call(expired(), 'POST', '/api/cpd-records', { cookie, body: workshop });
    expect(created.status).toBe(402);
    expect(await created.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
    expect((await call(expired(), 'GET', '/api/cpd-records', { cookie })).status).toBe(402);
  });
});
