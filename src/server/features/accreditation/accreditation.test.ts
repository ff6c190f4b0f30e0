import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { accreditationOf, levelOf, rowOf, seedHistory, TODAY, type Row } from '@/test/accreditation-history';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const overview = (cookie: string) => accreditationOf(t(), cookie);

describe('accreditation figures', () => {
  it('match the hand-computed sums', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const answer = await overview(cookie);
    expect(answer.educationStart).toBe('2024-03-01');
    const figure = (id: string) => rowOf(answer, id).figure;
    // ICF's log since education: Ann 90, Bob 60 + 30, Cleo 45, Team Orion 60, Eve 660 of 730 (to 26
    // November) = 945 min; paid 885; clients Ann, Bob, Cleo, Eve and Team Orion's 6 = 10. Dana (no
    // consent), All-hands (20 people), the session not completed and the one after today are out.
    expect(figure('icf-acc-experience')).toBe('15.75 of 100 hours');
    expect(figure('icf-acc-paid')).toBe('14.75 of 75 paid hours');
    expect(figure('icf-acc-clients')).toBe('10 of 8 clients');
    // From 2025-05-26: Bob 60, Cleo 45, Team 60, Eve 660 = 825 min.
    expect(figure('icf-acc-recency')).toBe('13.75 of 25 hours in the last 18 months');
    // EMCC counts every completed session: 60 + 90 + 60 + 30 + 45 + 120 + 60 + 60 + 660 = 1,185 min, 7 clients.
    expect(figure('emcc-foundation-hours')).toBe('19.75 of 50 hours');
    expect(figure('emcc-foundation-clients')).toBe('7 of 5 clients');
    expect(answer.icfLeftOut).toMatchObject({
      notConsentedMinutes: 120,
      notConsentedClientCount: 1,
      largeGroupMinutes: 60,
      beforeEducationMinutes: 60,
    });
    expect(answer.icfLeftOut.notConsentedClients).toEqual([expect.objectContaining({ name: 'Dana', minutes: 120 })]);
    // Two completed Level 1 programmes: the ACC's Level 1 path, 70 of PCC's 125 hours.
    const pcc = levelOf(answer, 'ICF', 'PCC');
    expect(pcc.path).toMatchObject({ id: 'level1' });
    expect(rowOf(answer, 'icf-pcc-education')).toMatchObject({ figure: '70.0 of 125 hours', status: 'Not yet' });
    // PCC and MCC mentors for PCC: 3 h one-to-one + 7 of 8 group hours, January to November.
    expect(rowOf(answer, 'icf-pcc-mentor')).toMatchObject({ figure: '10.0 of 10 hours', status: 'Met' });
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
    // No goal set: the level after the ACC held.
    expect(answer.goal).toMatchObject({ title: 'ICF PCC', isDefault: true, eligible: false });
  }, 60_000);

  it('sums up each body for the dashboard from the same evaluation, and the renewals due soon', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const response = await call(t(), 'GET', `/api/accreditation/summary?today=${TODAY}`, { cookie });
    expect(response.status).toBe(200);
    const summary = await response.json();
    // Above the ACC held, PCC: the Level 1 programme and the mentor coaching are met.
    expect(summary.bodies[0]).toMatchObject({
      body: 'ICF',
      held: { level: 'ACC', since: '2024-01-20' },
      next: 'PCC',
      hours: { value: 15.75, target: 500 },
      met: 2,
      total: 8,
    });
    expect(summary.bodies[1]).toMatchObject({
      body: 'EMCC',
      held: null,
      next: 'Foundation',
      hours: { value: 19.75, target: 50 },
    });
    expect(summary.goal).toEqual({ body: 'ICF', level: 'PCC', targetDate: null, set: false, verdict: 'Not yet' });
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
    expect(rowOf(await overview(cookie), 'icf-acc-experience').figure).toBe('16.75 of 100 hours');
    await call(t(), 'PUT', '/api/accreditation/education-start', { cookie, body: { educationStart: null } });
    expect(rowOf(await overview(cookie), 'icf-acc-experience').figure).toBe('15.75 of 100 hours');
  });

  it('lists the rows behind a figure, with the reason the others do not count', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const paid = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-acc-paid/rows?today=${TODAY}`, { cookie })
    ).json();
    expect(paid).toMatchObject({ total: 10, counted: 5 });
    expect(paid.rows.map((row: { date: string; reason: string }) => [row.date, row.reason])).toEqual([
      ['2026-10-01', 'Counts'],
      ['2026-08-01', 'Marked not completed: no body counts it'],
      ['2026-07-02', 'A group of more than 15: ICF does not count it'],
      ['2026-07-01', 'Counts'],
      ['2026-06-01', 'The client has not consented to appear in your ICF log'],
      ['2026-01-01', 'Counts'],
      ['2025-05-26', 'Pro bono: counts in the hours, not the paid hours'],
      ['2025-05-25', 'Counts'],
      ['2024-03-01', 'Counts'],
      ['2024-02-01', 'Before the start of your coach-specific education'],
    ]);
    // The summary counts its days up to today: 660 of its 730 minutes.
    expect(paid.rows[5]).toMatchObject({ detail: 'Paid, imported summary to 2026-12-31', hours: 11 });
    const byClient = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-acc-clients/rows?today=${TODAY}`, { cookie })
    ).json();
    expect(byClient.group).toBe('client');
    expect(byClient.groups.find((row: { title: string }) => row.title === 'Bob')).toMatchObject({
      first: '2025-05-25',
      last: '2025-05-26',
      entries: 2,
      countedHours: 1.5,
    });
    const byMonth = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-acc-experience/rows?today=${TODAY}&group=month`, {
        cookie,
      })
    ).json();
    expect(byMonth.groups[0]).toMatchObject({ key: '2026-10', title: 'October 2026', countedHours: 0.75 });
    const recent = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-acc-recency/rows?today=${TODAY}`, { cookie })
    ).json();
    expect(recent.rows.map((row: { reason: string }) => row.reason)).toEqual([
      'Counts',
      'Marked not completed: no body counts it',
      'A group of more than 15: ICF does not count it',
      'Counts',
      'The client has not consented to appear in your ICF log',
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
    const ticked = await call(t(), 'PUT', '/api/accreditation/ticks/ac-foundation-references', {
      cookie,
      body: { doneOn: '2026-09-01' },
    });
    expect(ticked.status).toBe(200);
    expect(rowOf(await overview(cookie), 'ac-foundation-references')).toMatchObject({
      status: 'Met',
      doneOn: '2026-09-01',
    });
    expect((await call(t(), 'DELETE', '/api/accreditation/ticks/ac-foundation-references', { cookie })).status).toBe(
      204,
    );
    expect(rowOf(await overview(cookie), 'ac-foundation-references')).toMatchObject({
      status: 'Not tracked',
      doneOn: null,
    });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { cookie } = await createCoach(t());
    for (const [method, path, body] of [
      ['PUT', '/api/accreditation/ticks/icf-acc-experience', { doneOn: '2026-09-01' }],
      ['PUT', '/api/accreditation/ticks/ac-foundation-references', { doneOn: '2026-09-01\u0000' }],
      ['PUT', '/api/accreditation/ticks/ac-foundation-references', { doneOn: 12 }],
      ['PUT', `/api/accreditation/ticks/${'x'.repeat(5000)}`, { doneOn: '2026-09-01' }],
      ['PUT', '/api/accreditation/education-start', { educationStart: '2026-02-30' }],
      ['GET', '/api/accreditation/requirements/icf-acc-paid/rows?page=0', undefined],
      ['GET', '/api/accreditation?today=tomorrow', undefined],
      ['GET', '/api/accreditation/requirements/icf-acc-paid/rows?group=year', undefined],
      ['PUT', '/api/accreditation/goal', { body: 'ICF', level: 'Grandmaster' }],
      ['PUT', '/api/accreditation/goal', { body: 'ICF', level: 'PCC', targetDate: '2027-01-01\u0000' }],
      ['PUT', '/api/accreditation/goal', { body: 'ICF', level: 'x'.repeat(100_000) }],
      ['PUT', '/api/accreditation/paths/ACC', { path: 'shortcut' }],
      ['PUT', '/api/accreditation/paths/XYZ', { path: 'portfolio' }],
      ['PUT', '/api/accreditation/steps/ICF/PCC', { appliedOn: '2026-10-01', examPassedOn: '2026-09-01' }],
      ['PUT', '/api/accreditation/steps/ICF/PCC', { appliedOn: true }],
      ['POST', '/api/accreditation/steps/ICF/PCC/award', { awardedOn: null }],
    ] as const) {
      const response = await call(t(), method, path, { cookie, body });
      expect(response.status, path).toBe(400);
    }
    expect(
      (await call(t(), 'GET', '/api/accreditation/requirements/ac-foundation-references/rows', { cookie })).status,
    ).toBe(404);
    expect(rowOf(await overview(cookie), 'ac-foundation-references').status).toBe('Not tracked');
  });
});

describe('accreditation ownership', () => {
  it("never lets another coach read or change a coach's ticks, date or rows", async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    await seedHistory(t(), owner.cookie);
    await call(t(), 'PUT', '/api/accreditation/ticks/ac-foundation-references', {
      cookie: owner.cookie,
      body: { doneOn: '2026-09-01' },
    });
    await call(t(), 'PUT', '/api/accreditation/education-start', {
      cookie: owner.cookie,
      body: { educationStart: '2024-02-01' },
    });

    expect(
      (await call(t(), 'DELETE', '/api/accreditation/ticks/ac-foundation-references', { cookie: other.cookie })).status,
    ).toBe(404);
    await call(t(), 'PUT', '/api/accreditation/education-start', {
      cookie: other.cookie,
      body: { educationStart: null },
    });
    const theirs = await overview(other.cookie);
    expect(rowOf(theirs, 'ac-foundation-references').status).toBe('Not tracked');
    expect(rowOf(theirs, 'icf-acc-experience').figure).toBe('0.0 of 100 hours');
    expect(theirs.icfLeftOut.notConsentedClients).toEqual([]);
    const rows = await (
      await call(t(), 'GET', `/api/accreditation/requirements/icf-acc-paid/rows?today=${TODAY}`, {
        cookie: other.cookie,
      })
    ).json();
    expect(rows).toMatchObject({ total: 0, rows: [] });

    const mine = await overview(owner.cookie);
    expect(rowOf(mine, 'ac-foundation-references')).toMatchObject({ status: 'Met', doneOn: '2026-09-01' });
    expect(mine).toMatchObject({ educationStart: '2024-02-01', educationStartSetByCoach: true });
    expect(rowOf(mine, 'icf-acc-experience').figure).toBe('16.75 of 100 hours');
  });

  it('needs a signed-in coach', async () => {
    expect((await call(t(), 'GET', '/api/accreditation')).status).toBe(401);
  });
});
