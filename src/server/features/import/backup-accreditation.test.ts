import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { backupOf } from '@/test/export-import';
import { call } from '@/test/http';
import { useTestApp, type TestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';

const t = useTestApp();

const withoutStamp = (text: string) => {
  const { exportedAt: _stamp, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

const restore = (app: TestApp, cookie: string, file: string, dryRun = 'false') =>
  upload(app, '/api/import/backup', { cookie, file, name: 'backup.json', fields: { dryRun } });

/** The education start the coach chose, or null when the page uses the default. */
const accreditationOf = async (app: TestApp, cookie: string) => {
  const answer = (await (await call(app, 'GET', '/api/accreditation?today=2026-11-01', { cookie })).json()) as {
    educationStart: string | null;
    educationStartSetByCoach: boolean;
  };
  return { educationStartOverride: answer.educationStartSetByCoach ? answer.educationStart : null };
};

async function tick(app: TestApp, cookie: string, requirementId: string, doneOn: string) {
  const response = await call(app, 'PUT', `/api/accreditation/ticks/${requirementId}`, { cookie, body: { doneOn } });
  expect(response.status).toBe(200);
}

describe("the accreditation page's choices in the backup", () => {
  it("writes the chosen education start and the 'not tracked' ticks, and restores them once", async () => {
    const original = await createCoach(t());
    await tick(t(), original.cookie, 'ac-coach-references', '2026-03-02');
    await tick(t(), original.cookie, 'ac-foundation-references', '2025-05-20');
    const chosen = await call(t(), 'PUT', '/api/accreditation/education-start', {
      cookie: original.cookie,
      body: { educationStart: '2023-09-01' },
    });
    expect(chosen.status).toBe(200);

    const backup = await backupOf(t(), original.cookie);
    expect(JSON.parse(backup)).toMatchObject({
      version: 4,
      accreditation: {
        educationStart: '2023-09-01',
        ticks: [
          { requirementId: 'ac-coach-references', doneOn: '2026-03-02', createdAt: expect.any(String) },
          { requirementId: 'ac-foundation-references', doneOn: '2025-05-20', createdAt: expect.any(String) },
        ],
      },
    });

    const fresh = await createCoach(t());
    const preview = await restore(t(), fresh.cookie, backup, 'true');
    expect(await preview.json()).toMatchObject({ committed: false, errorCount: 0 });
    expect((await accreditationOf(t(), fresh.cookie)).educationStartOverride).toBeNull();

    const restored = await restore(t(), fresh.cookie, backup);
    expect(await restored.json()).toMatchObject({
      committed: true,
      errorCount: 0,
      notes: ['Education start for ICF restored.', "2 'not tracked' requirements restored as done."],
    });
    expect((await accreditationOf(t(), fresh.cookie)).educationStartOverride).toBe('2023-09-01');
    expect(withoutStamp(await backupOf(t(), fresh.cookie))).toEqual(withoutStamp(backup));

    // A second restore changes nothing and says nothing about them.
    const again = await restore(t(), fresh.cookie, backup);
    expect((await again.json()).notes).toEqual([]);
    expect(withoutStamp(await backupOf(t(), fresh.cookie))).toEqual(withoutStamp(backup));
  }, 60_000);

  it("never overwrites the account's own choices", async () => {
    const { cookie } = await createCoach(t());
    await tick(t(), cookie, 'ac-foundation-references', '2026-01-10');
    await call(t(), 'PUT', '/api/accreditation/education-start', { cookie, body: { educationStart: '2024-02-01' } });
    const file = JSON.stringify({
      format: 'coach-logbook-backup',
      version: 3,
      accreditation: {
        educationStart: '2020-01-01',
        ticks: [
          { requirementId: 'ac-foundation-references', doneOn: '2019-01-01' },
          { requirementId: 'ac-master-references', doneOn: '2026-02-02' },
        ],
      },
    });
    expect(await (await restore(t(), cookie, file)).json()).toMatchObject({
      committed: true,
      notes: ["1 'not tracked' requirement restored as done."],
    });
    expect(JSON.parse(await backupOf(t(), cookie)).accreditation).toEqual({
      educationStart: '2024-02-01',
      icfPaths: {},
      goal: null,
      steps: [],
      ticks: [
        { requirementId: 'ac-foundation-references', doneOn: '2026-01-10', createdAt: expect.any(String) },
        { requirementId: 'ac-master-references', doneOn: '2026-02-02', createdAt: expect.any(String) },
      ],
    });
  });

  it('reports bad ticks by place, writes the rest, and restores older files without the key', async () => {
    const { cookie } = await createCoach(t());
    const file = JSON.stringify({
      format: 'coach-logbook-backup',
      version: 3,
      accreditation: {
        educationStart: 'not a date',
        ticks: [
          { requirementId: 'icf-acc-experience', doneOn: '2026-01-01' },
          { requirementId: 'ac-foundation-references', doneOn: '2026-13-40' },
          { requirementId: 'ac-coach-references', doneOn: '2026-01-01' },
        ],
      },
    });
    const body = await (await restore(t(), cookie, file)).json();
    expect(body).toMatchObject({ committed: true, errorCount: 3 });
    expect(body.errors.map((row: { line: string }) => row.line)).toEqual([
      'Accreditation',
      'Accreditation ticks #1',
      'Accreditation ticks #2',
    ]);
    expect(JSON.parse(await backupOf(t(), cookie)).accreditation).toEqual({
      educationStart: null,
      icfPaths: {},
      goal: null,
      steps: [],
      ticks: [{ requirementId: 'ac-coach-references', doneOn: '2026-01-01', createdAt: expect.any(String) }],
    });

    const older = await createCoach(t());
    const v2 = JSON.stringify({ format: 'coach-logbook-backup', version: 2, clients: [{ ref: 1, name: 'Ada' }] });
    expect(await (await restore(t(), older.cookie, v2)).json()).toMatchObject({ committed: true, errorCount: 0 });
    expect(JSON.parse(await backupOf(t(), older.cookie)).accreditation).toEqual({
      educationStart: null,
      icfPaths: {},
      goal: null,
      ticks: [],
      steps: [],
    });
  });

  it('restores the goal, paths and steps where the account has none, keeps its own, and reports bad ones by place', async () => {
    const { cookie } = await createCoach(t());
    const put = async (path: string, body: Record<string, unknown>) =>
      expect((await call(t(), 'PUT', `/api/accreditation/${path}`, { cookie, body })).status).toBe(200);
    await put('goal', { body: 'EMCC', level: 'Foundation', targetDate: '' });
    await put('paths/ACC', { path: 'level1' });
    await put('steps/ICF/ACC', { appliedOn: '2026-01-05', examPassedOn: '' });
    const file = JSON.stringify({
      format: 'coach-logbook-backup',
      version: 4,
      accreditation: {
        icfPaths: { ACC: 'portfolio', PCC: 'level2', MCC: 'level9', XYZ: 'level1' },
        goal: { body: 'ICF', level: 'PCC', targetDate: '2027-06-30' },
        steps: [
          { body: 'ICF', level: 'ACC', appliedOn: '2025-01-01', examPassedOn: '2025-02-01' },
          { body: 'ICF', level: 'PCC', appliedOn: '2026-08-01', examPassedOn: '2026-07-01' },
          { body: 'AC', level: 'Coach', appliedOn: '2026-03-01', examPassedOn: null },
          { body: 'ICF', level: 'Wizard', appliedOn: '2026-03-01' },
        ],
      },
    });
    const body = await (await restore(t(), cookie, file)).json();
    expect(body).toMatchObject({
      committed: true,
      errorCount: 4,
      notes: ['ICF application path restored for PCC.', 'Application steps restored for 1 level.'],
    });
    expect(body.errors.map((row: { line: string }) => row.line)).toEqual([
      'Accreditation path for MCC',
      'Accreditation path for XYZ',
      'Application steps #2',
      'Application steps #4',
    ]);
    expect(JSON.parse(await backupOf(t(), cookie)).accreditation).toMatchObject({
      icfPaths: { ACC: 'level1', PCC: 'level2' },
      goal: { body: 'EMCC', level: 'Foundation', targetDate: null },
      steps: [
        { body: 'AC', level: 'Coach', appliedOn: '2026-03-01', examPassedOn: null },
        { body: 'ICF', level: 'ACC', appliedOn: '2026-01-05', examPassedOn: null },
      ],
    });
  }, 60_000);
});
