import { describe, expect, it } from 'vitest';
import type { CpdRecordList, CpdTotals } from '@/shared/schemas/cpd';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

type Category = 'core_competencies' | 'resource_development';

async function addRecord(cookie: string, date: string, hours: number, category: Category, coachingEthics = false) {
  // Years of records: each old date kept, as the coach does after 'Did you mean …?'.
  const body = { title: `CPD on ${date}`, date, hours, category, coachingEthics, confirmedDates: [date] };
  expect((await call(t(), 'POST', '/api/cpd-records', { cookie, body })).status).toBe(201);
}

async function totalsOn(cookie: string, today?: string) {
  const response = await call(t(), 'GET', `/api/cpd-records${today ? `?today=${today}` : ''}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as CpdRecordList).totals;
}

const zeroTotals: CpdTotals = {
  allTime: 0,
  thisYear: 0,
  lastThreeYears: { total: 0, coreCompetencies: 0, resourceDevelopment: 0, coachingEthics: 0 },
};

describe('CPD totals', () => {
  it('are all zero for a coach with no records', async () => {
    const { cookie } = await createCoach(t());
    expect(await totalsOn(cookie, '2026-03-15')).toEqual(zeroTotals);
    expect(await totalsOn(cookie)).toEqual(zeroTotals);
  });

  it('count this year from 1 January and the last three years from the day after today minus three years', async () => {
    const { cookie } = await createCoach(t());
    await addRecord(cookie, '2026-03-16', 2, 'resource_development'); // tomorrow: all time only
    await addRecord(cookie, '2026-03-15', 1, 'core_competencies', true); // today
    await addRecord(cookie, '2026-01-01', 0.25, 'resource_development'); // first day of this year
    await addRecord(cookie, '2025-12-31', 1.5, 'core_competencies', true); // last day of last year
    await addRecord(cookie, '2023-03-16', 3.75, 'resource_development', true); // first day of the window
    await addRecord(cookie, '2023-03-15', 10, 'core_competencies', true); // exactly three years ago: outside
    await addRecord(cookie, '2020-06-30', 0.5, 'core_competencies'); // long ago: all time only

    expect(await totalsOn(cookie, '2026-03-15')).toEqual({
      allTime: 19, // 2 + 1 + 0.25 + 1.5 + 3.75 + 10 + 0.5
      thisYear: 1.25, // 1 + 0.25
      lastThreeYears: {
        total: 6.5, // 1 + 0.25 + 1.5 + 3.75
        coreCompetencies: 2.5, // 1 + 1.5
        resourceDevelopment: 4, // 0.25 + 3.75
        coachingEthics: 6.25, // 1 + 1.5 + 3.75
      },
    });

    // On 1 January the year starts again, and the window (after 2023-01-01) takes in 2023-03-15.
    expect(await totalsOn(cookie, '2026-01-01')).toEqual({
      allTime: 19,
      thisYear: 0.25,
      lastThreeYears: { total: 15.5, coreCompetencies: 11.5, resourceDevelopment: 4, coachingEthics: 15.25 },
    });
    // On 31 December only that day's record is this year's; the 2026 records are still ahead.
    expect(await totalsOn(cookie, '2025-12-31')).toEqual({
      allTime: 19,
      thisYear: 1.5,
      lastThreeYears: { total: 15.25, coreCompetencies: 11.5, resourceDevelopment: 3.75, coachingEthics: 15.25 },
    });
  });

  it('handle a leap day: three years before 29 February is 28 February', async () => {
    const { cookie } = await createCoach(t());
    await addRecord(cookie, '2025-02-28', 1, 'core_competencies');
    await addRecord(cookie, '2025-03-01', 2, 'core_competencies');
    expect((await totalsOn(cookie, '2028-02-29')).lastThreeYears.total).toBe(2);
  });

  it('count up to the server’s UTC date when the browser sends none', async () => {
    const { cookie } = await createCoach(t());
    const utcToday = new Date().toISOString().slice(0, 10);
    await addRecord(cookie, utcToday, 1.75, 'resource_development');
    expect(await totalsOn(cookie)).toEqual({
      allTime: 1.75,
      thisYear: 1.75,
      lastThreeYears: { total: 1.75, coreCompetencies: 0, resourceDevelopment: 1.75, coachingEthics: 0 },
    });
  });

  it('include only the coach’s own records', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    await addRecord(owner.cookie, '2026-03-01', 4, 'core_competencies', true);
    await addRecord(other.cookie, '2026-03-02', 0.75, 'resource_development');
    expect(await totalsOn(other.cookie, '2026-03-15')).toEqual({
      allTime: 0.75,
      thisYear: 0.75,
      lastThreeYears: { total: 0.75, coreCompetencies: 0, resourceDevelopment: 0.75, coachingEthics: 0 },
    });
  });

  it('reject a today that is not a calendar date', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'GET', '/api/cpd-records?today=2026-13-01', { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid date',
        issues: [{ path: 'today', message: 'Please enter a valid date' }],
      },
    });
  });
});
