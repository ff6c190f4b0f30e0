import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { seedHistory, TODAY } from '@/test/accreditation-history';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

interface Row {
  id: string;
  figure: string | null;
  status: string;
  doneOn: string | null;
}
interface Body {
  body: string;
  levels: { name: string; requirements: Row[] }[];
}

async function overview(cookie: string) {
  const response = await call(t(), 'GET', `/api/accreditation?today=${TODAY}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

const rowOf = (answer: { bodies: Body[] }, id: string) =>
  answer.bodies.flatMap((body) => body.levels.flatMap((level) => level.requirements)).find((row) => row.id === id)!;

describe('accreditation figures', () => {
  it('match the hand-computed sums', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const answer = await overview(cookie);
    expect(answer.educationStart).toBe('2024-03-01');
    const figure = (id: string) => rowOf(answer, id).figure;
    // Since education: 90 + 60 + 30 + 45 = 225 min; paid 90 + 30 + 45 = 165; Ann, Bob, Cleo.
    expect(figure('icf-acc-experience')).toBe('3.75 of 100 hours');
    expect(figure('icf-acc-paid')).toBe('2.75 of 75 paid hours');
    expect(figure('icf-acc-clients')).toBe('3 of 8 clients');
    // 2025-05-26 and 2026-10-01: 60 + 45 = 105 min.
    expect(figure('icf-acc-recency')).toBe('1.75 of 25 hours in the last 18 months');
    // Everything up to today: 285 min.
    expect(figure('emcc-foundation-hours')).toBe('4.75 of 50 hours');
    expect(rowOf(answer, 'icf-acc-education')).toMatchObject({ figure: '70.0 of 60 hours', status: 'Met' });
    // PCC and MCC mentors for ACC: 3 h one-to-one + 7 of 8 group hours, January to November.
    expect(rowOf(answer, 'icf-acc-mentor')).toMatchObject({ figure: '10.0 of 10 hours', status: 'Met' });
    expect(figure('icf-mcc-mentor')).toBe('1.0 of 10 hours');
    // Quarter to 2026-11-26 has 60 min; the one before 30 min.
    expect(figure('emcc-foundation-supervision')).toBe('1 of 4 quarters with at least 1 hour of supervision');
    expect(figure('emcc-foundation-cpd')).toBe('10.0 of 16 CPD hours in the last 12 months');
    expect(figure('emcc-foundation-feedback')).toBe('2 of 5 client feedback entries in the last 12 months');
    expect(figure('emcc-foundation-reflection')).toBe('0 of 5 reflections in the last 12 months');
    expect(figure('ac-foundation-supervision')).toBe('5 of 3 months in supervision');
    // Renewal: core 10 (ethics inside) + resource 5 + min(1.5 supervision + 11 mentor, 10) = 25.
    expect(answer.renewals).toHaveLength(1);
    const [renewal] = answer.renewals;
    expect(renewal).toMatchObject({ body: 'ICF', level: 'ACC', dueOn: '2027-01-20', needsAttention: true });
    expect(renewal.requirements.map((row: Row) => row.figure)).toEqual([
      '25.0 of 40 units',
      '10.0 of 24 Core Competencies units',
      '10.0 of 3 Coaching Ethics units',
      '10.0 of 10 hours', // 3 one-to-one + 7 of the 8 group hours
    ]);
  });

  it('sums up the next level per body and the renewals due soon for the dashboard', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const response = await call(t(), 'GET', `/api/accreditation/summary?today=${TODAY}`, { cookie });
    expect(response.status).toBe(200);
    const summary = await response.json();
    // Above the ACC held, PCC: only mentor coaching is met (PCC and MCC mentors, January to November).
    expect(summary.bodies[0]).toEqual({ body: 'ICF', level: 'PCC', met: 1, total: 8 });
    expect(summary.renewalsDue).toEqual([{ body: 'ICF', level: 'ACC', dueOn: '2027-01-20', missing: 2 }]);
  });

  it('counts from the date the coach chooses, and back from the earliest education when cleared', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const set = await call(t(), 'PUT', '/api/accreditation/education-start', {
      cookie,
      body: { educationStart: '2024-02-01' },
    });
    expect(set.status).toBe(200);
    expect(rowOf(await overview(cookie), 'icf-acc-experience').figure).toBe('4.75 of 100 hours');
    await call(t(), 'PUT', '/api/accreditation/education-start', { cookie, body: { educationStart: null } });
    expect(rowOf(await overview(cookie), 'icf-acc-experience').figure).toBe('3.75 of 100 hours');
  });

  it('lists the rows behind a figure, with the reason the others do not count', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const paid = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-acc-paid/rows?today=${TODAY}`, { cookie })
    ).json();
    expect(paid).toMatchObject({ total: 5, counted: 3 });
    expect(paid.rows.map((row: { date: string; reason: string }) => [row.date, row.reason])).toEqual([
      ['2026-10-01', 'Counts'],
      ['2025-05-26', 'Pro bono: counts in the hours, not the paid hours'],
      ['2025-05-25', 'Counts'],
      ['2024-03-01', 'Counts'],
      ['2024-02-01', 'Before the start of your coach-specific education'],
    ]);
    expect(paid.rows.map((row: { detail: string }) => row.detail)).toEqual([
      'Paid',
      'Pro bono',
      'Paid',
      'Paid',
      'Paid',
    ]);
    const recent = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-acc-recency/rows?today=${TODAY}`, { cookie })
    ).json();
    expect(recent.rows.map((row: { reason: string }) => row.reason)).toEqual([
      'Counts',
      'Counts',
      'Outside the last 18 months',
      'Outside the last 18 months',
      'Before the start of your coach-specific education',
    ]);
    const mentor = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-mcc-mentor/rows?today=${TODAY}`, { cookie })
    ).json();
    expect(mentor).toMatchObject({ total: 3, counted: 1 });
  });

  it("names a supervision session's kind as the supervision forms do", async () => {
    const { cookie } = await createCoach(t());
    for (const supervisionType of ['individual', 'group']) {
      const created = await call(t(), 'POST', '/api/supervision-sessions', {
        cookie,
        body: { supervisorName: 'Sam', date: '2026-10-01', topics: 'Ethics', supervisionType },
      });
      expect(created.status).toBe(201);
    }
    const rows = await (
      await call(t(), 'GET', `/api/accreditation/requirements/emcc-foundation-supervision/rows?today=${TODAY}`, {
        cookie,
      })
    ).json();
    expect(rows.rows.map((row: { detail: string }) => row.detail).sort()).toEqual(['Group', 'Individual']);
  });

  it('keeps ticks of not-tracked rows with their date', async () => {
    const { cookie } = await createCoach(t());
    const ticked = await call(t(), 'PUT', '/api/accreditation/ticks/icf-acc-exam', {
      cookie,
      body: { doneOn: '2026-09-01' },
    });
    expect(ticked.status).toBe(200);
    expect(rowOf(await overview(cookie), 'icf-acc-exam')).toMatchObject({ status: 'Met', doneOn: '2026-09-01' });
    expect((await call(t(), 'DELETE', '/api/accreditation/ticks/icf-acc-exam', { cookie })).status).toBe(204);
    expect(rowOf(await overview(cookie), 'icf-acc-exam')).toMatchObject({ status: 'Not tracked', doneOn: null });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { cookie } = await createCoach(t());
    for (const [method, path, body] of [
      ['PUT', '/api/accreditation/ticks/icf-acc-experience', { doneOn: '2026-09-01' }],
      ['PUT', '/api/accreditation/ticks/icf-acc-exam', { doneOn: '2026-09-01\u0000' }],
      ['PUT', '/api/accreditation/ticks/icf-acc-exam', { doneOn: 12 }],
      ['PUT', `/api/accreditation/ticks/${'x'.repeat(5000)}`, { doneOn: '2026-09-01' }],
      ['PUT', '/api/accreditation/education-start', { educationStart: '2026-02-30' }],
      ['GET', '/api/accreditation/requirements/icf-acc-paid/rows?page=0', undefined],
      ['GET', '/api/accreditation?today=tomorrow', undefined],
    ] as const) {
      const response = await call(t(), method, path, { cookie, body });
      expect(response.status, path).toBe(400);
    }
    expect((await call(t(), 'GET', '/api/accreditation/requirements/icf-acc-exam/rows', { cookie })).status).toBe(404);
    expect(rowOf(await overview(cookie), 'icf-acc-exam').status).toBe('Not tracked');
  });
});

describe('accreditation ownership', () => {
  it("never lets another coach read or change a coach's ticks, date or rows", async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    await seedHistory(t(), owner.cookie);
    await call(t(), 'PUT', '/api/accreditation/ticks/icf-acc-exam', {
      cookie: owner.cookie,
      body: { doneOn: '2026-09-01' },
    });
    await call(t(), 'PUT', '/api/accreditation/education-start', {
      cookie: owner.cookie,
      body: { educationStart: '2024-02-01' },
    });

    expect((await call(t(), 'DELETE', '/api/accreditation/ticks/icf-acc-exam', { cookie: other.cookie })).status).toBe(
      404,
    );
    await call(t(), 'PUT', '/api/accreditation/education-start', {
      cookie: other.cookie,
      body: { educationStart: null },
    });
    const theirs = await overview(other.cookie);
    expect(rowOf(theirs, 'icf-acc-exam').status).toBe('Not tracked');
    expect(rowOf(theirs, 'icf-acc-experience').figure).toBe('0.0 of 100 hours');
    const rows = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-acc-paid/rows?today=${TODAY}`, {
        cookie: other.cookie,
      })
    ).json();
    expect(rows).toMatchObject({ total: 0, rows: [] });

    const mine = await overview(owner.cookie);
    expect(rowOf(mine, 'icf-acc-exam')).toMatchObject({ status: 'Met', doneOn: '2026-09-01' });
    expect(mine.educationStartOverride).toBe('2024-02-01');
    expect(rowOf(mine, 'icf-acc-experience').figure).toBe('4.75 of 100 hours');
  });

  it('needs a signed-in coach', async () => {
    expect((await call(t(), 'GET', '/api/accreditation')).status).toBe(401);
  });
});
