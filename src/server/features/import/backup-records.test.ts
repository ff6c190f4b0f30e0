import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { addRecord, listRecords } from '@/test/accreditation-records';
import { createCoach } from '@/test/coaches';
import { backupOf, expectWorkbookSheetsToCarryOver } from '@/test/export-import';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp, type TestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';

const t = useTestApp();

const recordKinds = [
  'educationRecords',
  'mentorCoachingSessions',
  'credentials',
  'feedbackEntries',
  'performanceRecordings',
] as const;

const withoutStamp = (text: string) => {
  const { exportedAt: _stamp, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

const restore = (app: TestApp, cookie: string, file: string, dryRun = 'false') =>
  upload(app, '/api/import/backup', { cookie, file, name: 'backup.json', fields: { dryRun } });

/** A coach with one of each accreditation record, practice facts, and feedback tied to a client. */
async function seedRecords(app: TestApp) {
  const coach = await createCoach(app);
  await call(app, 'PUT', '/api/profile', {
    cookie: coach.cookie,
    body: { firstPractisedOn: '2019-04-01', professionalMemberships: 'ICF; EMCC UK' },
  });
  const client = await addClient(app, coach.cookie, { name: '=Maya Patel', email: 'maya@example.com' });
  await addRecord(app, coach.cookie, 'education', { programmeName: '@Coaching Essentials' });
  await addRecord(app, coach.cookie, 'mentorCoaching');
  await addRecord(app, coach.cookie, 'mentorCoaching', { date: '2025-06-01', format: 'one_to_one', mentorEmail: '' });
  await addRecord(app, coach.cookie, 'credential');
  await addRecord(app, coach.cookie, 'feedback');
  await addRecord(app, coach.cookie, 'feedback', {
    kind: 'client_feedback',
    clientId: client.id,
    content: 'Maya: clearer about her next step.',
  });
  await addRecord(app, coach.cookie, 'recording', { clientId: client.id });
  return coach;
}

describe('accreditation records in the backup', () => {
  it('writes them in version 4, restores them into a fresh account, and never twice', async () => {
    const original = await seedRecords(t());
    const backup = await backupOf(t(), original.cookie);
    const parsed = JSON.parse(backup);
    expect(parsed).toMatchObject({
      version: 4,
      profile: { firstPractisedOn: '2019-04-01', professionalMemberships: 'ICF; EMCC UK' },
      educationRecords: [{ programmeName: '@Coaching Essentials', totalHours: 62.5, kind: 'icf_level_1' }],
      credentials: [{ body: 'icf', level: 'acc', awardedOn: '2024-09-15', expiresOn: '2027-09-15' }],
    });
    expect(parsed.mentorCoachingSessions.map((row: { date: string }) => row.date)).toEqual([
      '2025-03-01',
      '2025-06-01',
    ]);
    expect(parsed.feedbackEntries).toEqual([
      {
        clientRef: 1,
        kind: 'client_feedback',
        date: '2025-02-11',
        content: 'Maya: clearer about her next step.',
        createdAt: expect.any(String),
      },
      {
        clientRef: null,
        kind: 'reflection',
        date: '2025-02-11',
        content: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);

    const fresh = await createCoach(t());
    const restored = await restore(t(), fresh.cookie, backup);
    expect(await restored.json()).toMatchObject({
      committed: true,
      errorCount: 0,
      created: {
        clients: 1,
        educationRecords: 1,
        mentorCoachingSessions: 2,
        credentials: 1,
        feedbackEntries: 2,
        performanceRecordings: 1,
      },
      notes: ['Date of first practice restored.', 'Professional body memberships restored.'],
    });
    expect(withoutStamp(await backupOf(t(), fresh.cookie))).toEqual(withoutStamp(backup));

    const again = await restore(t(), fresh.cookie, backup);
    expect(await again.json()).toMatchObject({
      created: {
        educationRecords: 0,
        mentorCoachingSessions: 0,
        credentials: 0,
        feedbackEntries: 0,
        performanceRecordings: 0,
      },
      duplicateCount: 8,
    });
    expect(await listRecords(t(), fresh.cookie, 'feedback')).toHaveLength(2);
  }, 60_000);

  it('still restores a version 2 backup, which has no records', async () => {
    const { cookie } = await createCoach(t());
    const v2 = JSON.stringify({
      format: 'coach-logbook-backup',
      version: 2,
      profile: { username: null, displayName: 'Old File' },
      clients: [{ ref: 1, name: 'Ada' }],
      cpdRecords: [{ title: 'Ethics', date: '2024-01-01', hours: 1, category: 'core_competencies' }],
    });
    expect(await (await restore(t(), cookie, v2)).json()).toMatchObject({
      committed: true,
      errorCount: 0,
      created: { clients: 1, cpdRecords: 1, educationRecords: 0, feedbackEntries: 0 },
    });
  });

  it('reports bad record rows by place (too long, a group of 12, a client not in the file) and writes the rest', async () => {
    const { cookie } = await createCoach(t());
    const file = JSON.stringify({
      format: 'coach-logbook-backup',
      version: 3,
      educationRecords: [
        {
          programmeName: 'x'.repeat(201),
          provider: 'P',
          kind: 'other',
          startDate: '2024-01-01',
          totalHours: 10,
          synchronousHours: 0,
        },
        {
          programmeName: 'Good',
          provider: 'P',
          kind: 'other',
          startDate: '2024-01-01',
          totalHours: 10,
          synchronousHours: 11,
        },
      ],
      mentorCoachingSessions: [
        { mentorName: 'M', mentorCredential: 'mcc', date: '2024-01-01', duration: 60, format: 'group', groupSize: 12 },
      ],
      feedbackEntries: [{ clientRef: 4, kind: 'reflection', date: '2024-01-01', content: 'x' }],
      credentials: [{ body: 'ac', level: 'master', awardedOn: '2024-01-01', expiresOn: null }],
    });
    const response = await restore(t(), cookie, file);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      committed: true,
      errors: [
        { line: 'Education #1', message: 'Programme: Programme name must be at most 200 characters' },
        { line: 'Education #2', message: 'Synchronous hours: Synchronous hours cannot be more than the total hours' },
        { line: 'Mentor coaching #1', message: 'Group size: Group size must be from 2 to 10' },
        { line: 'Feedback and reflections #1', message: 'No client numbered 4 in this backup' },
      ],
      created: { credentials: 1, educationRecords: 0 },
    });
    expect(await listRecords(t(), cookie, 'credential')).toMatchObject([{ level: 'master', expiresOn: null }]);
  });

  it('never puts one coach’s records in another coach’s backup', async () => {
    await seedRecords(t());
    const other = await createCoach(t());
    const backup = JSON.parse(await backupOf(t(), other.cookie));
    for (const kind of recordKinds) expect(backup[kind], kind).toEqual([]);
    expect(backup.profile).toMatchObject({ firstPractisedOn: null, professionalMemberships: null });
  });
});

describe('accreditation records as spreadsheets', () => {
  it('exports each as CSV with labels and escaped text, and imports the workbook sheets into another account', async () => {
    const original = await seedRecords(t());
    const csv = async (entity: string) =>
      Papa.parse<string[]>(
        (await (await call(t(), 'GET', `/api/export/csv/${entity}`, { cookie: original.cookie })).text()).replace(
          /^\uFEFF/,
          '',
        ),
        { skipEmptyLines: true },
      ).data;
    expect(await csv('educationRecords')).toEqual([
      [
        'Programme',
        'Provider',
        'Kind',
        'Start date',
        'End date',
        'Total hours',
        'Synchronous hours',
        'Certificate reference',
        'Core Competencies hours',
      ],
      [
        "'@Coaching Essentials",
        'Northern Coaching Academy',
        'ICF Level 1',
        '2024-01-10',
        '2024-06-30',
        '62.5',
        '40',
        'NCA-2024-118',
        '',
      ],
    ]);
    expect((await csv('mentorCoachingSessions'))[1]).toEqual([
      'Ana Mentor',
      'ana@example.com',
      'PCC',
      '2025-03-01',
      '60',
      'Group',
      '6',
      'Competency 4: cultivating trust.',
      'Yes',
      'No',
      '',
    ]);
    expect((await csv('credentials'))[1]).toEqual(['ICF', 'ACC', '2024-09-15', '2027-09-15']);
    expect((await csv('feedbackEntries')).slice(1)).toEqual([
      ['Client feedback', '2025-02-11', "'=Maya Patel", 'maya@example.com', 'Maya: clearer about her next step.'],
      ['Reflection', '2025-02-11', '', '', 'Slowed down; more silence.'],
    ]);
    expect(await csv('performanceRecordings')).toEqual([
      [
        'For the credential',
        'Recorded on',
        'Length (minutes)',
        'Client',
        'Client e-mail',
        'Permission to record given on',
        'Transcript done',
        'Self-review done',
        "Mentor's feedback",
      ],
      [
        'PCC',
        '2025-04-02',
        '45',
        "'=Maya Patel",
        'maya@example.com',
        '2025-03-30',
        'Yes',
        'Yes',
        'Strong on active listening; more direct communication.',
      ],
    ]);

    const { copy } = await expectWorkbookSheetsToCarryOver(t(), original.cookie, recordKinds);
    // The feedback row's client was created from its name and e-mail.
    expect(copy.clients).toMatchObject([{ name: '=Maya Patel', email: 'maya@example.com' }]);
  });

  it('maps a CSV of mentor coaching with other headers, and reports a bad row by line', async () => {
    const { cookie } = await createCoach(t());
    const file = [
      'Who,Credential,When,Minutes,Kind,People',
      'Ana,MCC,2025-01-10,60,One-to-one,',
      'Ben,PCC,2025-02-10,90,Group,12',
    ].join('\r\n');
    const mapping = JSON.stringify({
      mentorName: 'Who',
      mentorCredential: 'Credential',
      date: 'When',
      duration: 'Minutes',
      format: 'Kind',
      groupSize: 'People',
    });
    const response = await upload(t(), '/api/import/spreadsheet', {
      cookie,
      file,
      name: 'mentoring.csv',
      fields: { entity: 'mentorCoachingSessions', mapping, dryRun: 'false' },
    });
    expect(await response.json()).toMatchObject({
      committed: true,
      created: { mentorCoachingSessions: 1 },
      errors: [{ line: '3', message: 'Group size: Group size must be from 2 to 10' }],
    });
    expect(await listRecords(t(), cookie, 'mentorCoaching')).toMatchObject([
      { mentorName: 'Ana', mentorCredential: 'mcc', format: 'one_to_one', groupSize: null },
    ]);
  });
});
