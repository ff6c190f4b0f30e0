import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { accreditationOf, levelOf, seedHistory, TODAY } from '@/test/accreditation-history';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();
const overview = (cookie: string) => accreditationOf(t(), cookie);

describe('goal, path and the steps after applying', () => {
  it('opens on the goal, follows the chosen path, records the steps and turns an award into a credential held', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const goal = await call(t(), 'PUT', '/api/accreditation/goal', {
      cookie,
      body: { body: 'EMCC', level: 'Practitioner', targetDate: '2027-11-26' },
    });
    expect(goal.status).toBe(200);
    let answer = await overview(cookie);
    expect(answer.goal).toMatchObject({ title: 'EMCC Practitioner', isDefault: false });
    expect(answer.goal.paceNeeded).toMatch(
      /^About [\d.]+ hours a week and one new client a month to be ready by November 2027$/,
    );

    expect(
      (await call(t(), 'PUT', '/api/accreditation/paths/PCC', { cookie, body: { path: 'portfolio' } })).status,
    ).toBe(200);
    answer = await overview(cookie);
    expect(levelOf(answer, 'ICF', 'PCC').path).toMatchObject({ id: 'portfolio', reason: 'You chose this path.' });
    await call(t(), 'PUT', '/api/accreditation/paths/PCC', { cookie, body: { path: null } });
    expect(levelOf(await overview(cookie), 'ICF', 'PCC').path).toMatchObject({ id: 'level1' });

    const steps = await call(t(), 'PUT', '/api/accreditation/steps/ICF/PCC', {
      cookie,
      body: { appliedOn: '2026-10-01', examPassedOn: '' },
    });
    expect(steps.status).toBe(200);
    expect((levelOf(await overview(cookie), 'ICF', 'PCC') as unknown as { steps: object }).steps).toEqual({
      exam: 'ICF Credentialing Exam',
      appliedOn: '2026-10-01',
      examPassedOn: null,
    });
    const award = await call(t(), 'POST', '/api/accreditation/steps/ICF/PCC/award', {
      cookie,
      body: { awardedOn: '2026-11-20' },
    });
    expect(award.status).toBe(201);
    expect((await award.json()).credential).toMatchObject({ body: 'icf', level: 'pcc', expiresOn: '2029-11-20' });
    const summary = await (await call(t(), 'GET', `/api/accreditation/summary?today=${TODAY}`, { cookie })).json();
    expect(summary.bodies[0]).toMatchObject({ held: { level: 'PCC', since: '2026-11-20' }, next: 'MCC' });
  });

  it("never lets another coach see or change a coach's goal, paths or steps", async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    await call(t(), 'PUT', '/api/accreditation/goal', { cookie: owner.cookie, body: { body: 'AC', level: 'Coach' } });
    await call(t(), 'PUT', '/api/accreditation/steps/AC/Coach', {
      cookie: owner.cookie,
      body: { appliedOn: '2026-10-01' },
    });
    await call(t(), 'PUT', '/api/accreditation/goal', { cookie: other.cookie, body: { body: 'ICF', level: 'ACC' } });
    await call(t(), 'PUT', '/api/accreditation/steps/AC/Coach', { cookie: other.cookie, body: { appliedOn: '' } });
    const mine = await overview(owner.cookie);
    expect(mine.goal).toMatchObject({ title: 'AC Coach', isDefault: false });
    expect((levelOf(mine, 'AC', 'Coach') as unknown as { steps: { appliedOn: string } }).steps.appliedOn).toBe(
      '2026-10-01',
    );
    const theirs = await overview(other.cookie);
    expect(theirs.goal).toMatchObject({ title: 'ICF ACC' });
    expect((levelOf(theirs, 'AC', 'Coach') as unknown as { steps: { appliedOn: null } }).steps.appliedOn).toBeNull();
  });
});
