import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { backupOf, seedCoach, summary, toolCounts } from '@/test/export-import';
import { useTestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';

const t = useTestApp();

const withoutStamp = (text: string) => {
  const { exportedAt: _stamp, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

describe('restoring a backup', () => {
  it('round-trips: export, restore into a fresh account, export again gives the same content', async () => {
    const original = await seedCoach(t());
    const backup = await backupOf(t(), original.cookie);
    const fresh = await createCoach(t());

    const preview = await upload(t(), '/api/import/backup', {
      cookie: fresh.cookie,
      file: backup,
      name: 'backup.json',
    });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({
      dryRun: true,
      committed: false,
      totalRows: 11,
      created: {
        clients: 2,
        coachingSessions: 2,
        supervisionSessions: 1,
        cpdRecords: 1,
        coachQuestions: 2,
        growPlans: 2,
        wheelAssessments: 1,
      },
      errorCount: 0,
      duplicateCount: 0,
    });
    expect(await summary(t(), fresh.cookie)).toEqual({
      clients: 0,
      coachingSessions: 0,
      supervisionSessions: 0,
      cpdRecords: 0,
    });

    const restored = await upload(t(), '/api/import/backup', {
      cookie: fresh.cookie,
      file: backup,
      name: 'backup.json',
      fields: { dryRun: 'false' },
    });
    expect(await restored.json()).toMatchObject({ committed: true, notes: ['Display name restored.'] });
    expect(withoutStamp(await backupOf(t(), fresh.cookie))).toEqual(withoutStamp(backup));

    // A second restore finds every row already there.
    const again = await upload(t(), '/api/import/backup', {
      cookie: fresh.cookie,
      file: backup,
      name: 'backup.json',
      fields: { dryRun: 'false' },
    });
    expect(await again.json()).toMatchObject({
      committed: true,
      created: {
        clients: 0,
        coachingSessions: 0,
        supervisionSessions: 0,
        cpdRecords: 0,
        coachQuestions: 0,
        growPlans: 0,
        wheelAssessments: 0,
      },
      duplicateCount: 11,
    });
    expect(await toolCounts(t(), fresh.cookie)).toEqual({ coachQuestions: 2, growPlans: 2, wheelAssessments: 1 });
    expect(withoutStamp(await backupOf(t(), fresh.cookie))).toEqual(withoutStamp(backup));
  });

  it('refuses files that are not a backup, or from a newer format, and changes nothing', async () => {
    const { cookie } = await createCoach(t());
    const cases: [string, string][] = [
      ['not json', 'This file is not a Coach Logbook backup (it is not valid JSON).'],
      ['{"hello":1}', 'This file is not a Coach Logbook backup.'],
      [
        '{"format":"coach-logbook-backup","version":5}',
        'This backup was made by a newer version of Coach Logbook (format 5); this one reads up to format 4.',
      ],
    ];
    for (const [file, message] of cases) {
      const response = await upload(t(), '/api/import/backup', {
        cookie,
        file,
        name: 'b.json',
        fields: { dryRun: 'false' },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
  });

  it('changes nothing when a write fails midway', async () => {
    const original = await seedCoach(t());
    const backup = JSON.parse(await backupOf(t(), original.cookie));
    // A constraint of this test's own database refuses one note: the last table's insert (wheels)
    // fails after the others ran. (Text the API itself refuses, such as U+0000, never gets this far.)
    await t().database.db.execute(
      sql`alter table wheel_assessments add constraint refuses_broken_notes check (notes is distinct from 'Broken notes')`,
    );
    backup.wheelAssessments[0].notes = 'Broken notes';
    const fresh = await createCoach(t());
    const response = await upload(t(), '/api/import/backup', {
      cookie: fresh.cookie,
      file: JSON.stringify(backup),
      name: 'backup.json',
      fields: { dryRun: 'false' },
    });
    expect(response.status).toBe(500);
    expect(await toolCounts(t(), fresh.cookie)).toEqual({ coachQuestions: 0, growPlans: 0, wheelAssessments: 0 });
    expect(await summary(t(), fresh.cookie)).toEqual({
      clients: 0,
      coachingSessions: 0,
      supervisionSessions: 0,
      cpdRecords: 0,
    });
  });

  it('reports invalid rows by place; stop on error writes nothing, otherwise the valid rows go in', async () => {
    const { cookie } = await createCoach(t());
    const backup = JSON.stringify({
      format: 'coach-logbook-backup',
      version: 1,
      clients: [{ ref: 1, name: 'Ada' }],
      coachingSessions: [
        { clientRef: 1, date: '2026-01-05', duration: 60 },
        { clientRef: 9, date: '2026-01-06', duration: 60 },
        { clientRef: 1, date: '2026-01-07', duration: 0 },
      ],
      cpdRecords: [{ title: '', date: '2026-01-01', hours: 1, category: 'core_competencies' }],
    });
    const stopped = await upload(t(), '/api/import/backup', {
      cookie,
      file: backup,
      name: 'b.json',
      fields: { dryRun: 'false', mode: 'stop_on_error' },
    });
    expect(await stopped.json()).toMatchObject({
      committed: false,
      errors: [
        { line: 'Coaching sessions #2', message: 'No client numbered 9 in this backup' },
        { line: 'Coaching sessions #3', message: 'Duration must be at least 1 minute' },
        { line: 'CPD #1', message: 'Title: Title is required' },
      ],
    });
    expect((await summary(t(), cookie)).clients).toBe(0);
    const skipped = await upload(t(), '/api/import/backup', {
      cookie,
      file: backup,
      name: 'b.json',
      fields: { dryRun: 'false' },
    });
    expect(await skipped.json()).toMatchObject({
      committed: true,
      created: { clients: 1, coachingSessions: 1 },
      errorCount: 3,
    });
    expect(await summary(t(), cookie)).toEqual({
      clients: 1,
      coachingSessions: 1,
      supervisionSessions: 0,
      cpdRecords: 0,
    });
  });
});
