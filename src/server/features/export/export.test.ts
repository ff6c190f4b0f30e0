import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

async function seedCoach() {
  const coach = await createCoach(t());
  const ada = await addClient(t(), coach.cookie, {
    name: '=HYPERLINK("http://evil")',
    email: 'ada@example.com',
    includeInExports: true,
  });
  const ben = await addClient(t(), coach.cookie, {
    name: 'Ben Okafor',
    email: 'ben@example.com',
    includeInExports: true,
    exportAlias: 'Client B',
  });
  const cleo = await addClient(t(), coach.cookie, { name: 'Cleo Private', phone: '0123' });
  await addSession(t(), coach.cookie, { clientId: ada.id, date: '2026-01-05', duration: 60, topics: '-goals, values' });
  await addSession(t(), coach.cookie, { clientId: ada.id, date: '2026-02-05', duration: 45, payment: 'pro_bono' });
  await addSession(t(), coach.cookie, { clientId: ada.id, date: '2026-03-05', duration: 90 });
  await addSession(t(), coach.cookie, {
    clientId: ben.id,
    date: '2026-01-20',
    duration: 120,
    sessionType: 'group',
    groupSize: 6,
  });
  await addSession(t(), coach.cookie, { clientId: ben.id, date: '2026-02-20', duration: 30 });
  await addSession(t(), coach.cookie, { clientId: cleo.id, date: '2026-01-10', duration: 60 });
  await call(t(), 'POST', '/api/supervision-sessions', {
    cookie: coach.cookie,
    body: { supervisorName: 'Sam Super', date: '2026-01-15', duration: 60, topics: 'ethics' },
  });
  await call(t(), 'POST', '/api/cpd-records', {
    cookie: coach.cookie,
    body: { title: '@import workshop', date: '2026-02-01', hours: 2.5, category: 'core_competencies' },
  });
  return coach;
}

describe('export API', () => {
  it('summarises what each export holds', async () => {
    const { cookie } = await seedCoach();
    const response = await call(t(), 'GET', '/api/export/summary', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      counts: { clients: 3, coachingSessions: 6, supervisionSessions: 1, cpdRecords: 1 },
      toolCounts: { coachQuestions: 0, growPlans: 0, wheelAssessments: 0 },
      recordCounts: {
        educationRecords: 0,
        mentorCoachingSessions: 0,
        credentials: 0,
        feedbackEntries: 0,
        performanceRecordings: 0,
      },
      icfLogClients: 2,
    });
  });

  it('streams a versioned JSON backup of every row the coach owns', async () => {
    const { cookie } = await seedCoach();
    const response = await call(t(), 'GET', '/api/export/backup', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="coach-logbook-backup-/);
    const backup = JSON.parse(await response.text());
    expect(backup).toMatchObject({ format: 'coach-logbook-backup', version: 4 });
    expect(backup.clients.map((client: { ref: number; name: string }) => [client.ref, client.name])).toEqual([
      [1, '=HYPERLINK("http://evil")'],
      [2, 'Ben Okafor'],
      [3, 'Cleo Private'],
    ]);
    expect(backup.coachingSessions).toHaveLength(6);
    expect(backup.coachingSessions[0]).toMatchObject({
      clientRef: 1,
      date: '2026-01-05',
      topics: ['-goals', 'values'],
    });
    expect(backup.coachingSessions[0]).not.toHaveProperty('clientName');
    expect(backup.supervisionSessions).toEqual([expect.objectContaining({ supervisorName: 'Sam Super' })]);
    expect(backup.cpdRecords).toEqual([expect.objectContaining({ title: '@import workshop', hours: 2.5 })]);
  });

  it('writes CSV per entity with formula-looking text escaped', async () => {
    const { cookie } = await seedCoach();
    const response = await call(t(), 'GET', '/api/export/csv/clients', { cookie });
    expect(response.status).toBe(200);
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Organisation',
      'Status',
      'Include in accreditation log exports',
      'Alias',
      'Notes',
      'People in this group',
      "Members' names",
      'Client since',
    ]);
    expect(rows[1]![0]).toBe('\'=HYPERLINK("http://evil")');
    const sessions = Papa.parse<string[]>(
      (await (await call(t(), 'GET', '/api/export/csv/coachingSessions', { cookie })).text()).slice(1),
      {
        skipEmptyLines: true,
      },
    ).data;
    expect(sessions[1]).toContain("'-goals, values");
    const cpd = await (await call(t(), 'GET', '/api/export/csv/cpdRecords', { cookie })).text();
    expect(cpd).toContain("'@import workshop");
    expect((await call(t(), 'GET', '/api/export/csv/users', { cookie })).status).toBe(400);
  });

  it('writes one workbook with a sheet per entity', async () => {
    const { cookie } = await seedCoach();
    const response = await call(t(), 'GET', '/api/export/workbook', { cookie });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'clients',
      'coaching-sessions',
      'supervision-sessions',
      'cpd',
      'education',
      'mentor-coaching',
      'credentials',
      'feedback-and-reflections',
      'recordings',
    ]);
    const clients = workbook.getWorksheet('clients')!;
    expect(clients.getCell('A2').value).toBe('\'=HYPERLINK("http://evil")');
    const sessions = workbook.getWorksheet('coaching-sessions')!;
    expect(sessions.rowCount).toBe(7);
    expect(sessions.getCell('C2').value).toEqual(new Date('2026-01-05T00:00:00Z'));
    expect(sessions.getCell('D2').value).toBe(60);
  }, 60_000);

  it('builds the ICF Client Coaching Log per client relationship, with totals', async () => {
    const { cookie } = await seedCoach();
    const response = await call(t(), 'GET', '/api/export/icf-log?format=csv', { cookie });
    expect(response.status).toBe(200);
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, '')).data;
    expect(rows).toEqual([
      [
        'Client Name',
        'Contact Information',
        'Individual/Group',
        'Number in Group',
        'Start Date',
        'End Date',
        'Paid hours',
        'Pro-bono hours',
      ],
      ['\'=HYPERLINK("http://evil")', 'ada@example.com', 'Individual', '', '2026-01-05', '2026-03-05', '2.5', '0.75'],
      ['Client B', '', 'Group', '6', '2026-01-20', '2026-01-20', '2', '0'],
      ['Client B', '', 'Individual', '', '2026-02-20', '2026-02-20', '0.5', '0'],
      [''],
      ['Total', '', '', '', '', '', '5', '0.75'],
      ['Total hours', '', '', '', '', '', '5.75', ''],
      [''],
    ]);
  });

  it('limits the ICF log to a date range and writes it as XLSX', async () => {
    const { cookie } = await seedCoach();
    const response = await call(t(), 'GET', '/api/export/icf-log?format=xlsx&from=2026-02-01&to=2026-02-28', {
      cookie,
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(2)).toEqual([
      '=HYPERLINK("http://evil")'.replace(/^/, "'"),
      'ada@example.com',
      'Individual',
      undefined,
      new Date('2026-02-05T00:00:00Z'),
      new Date('2026-02-05T00:00:00Z'),
      0,
      0.75,
    ]);
    expect(values(3)).toEqual([
      'Client B',
      // An alias keeps the contact out: the cell is left empty.
      undefined,
      'Individual',
      undefined,
      new Date('2026-02-20T00:00:00Z'),
      new Date('2026-02-20T00:00:00Z'),
      0.5,
      0,
    ]);
    expect(values(5)).toEqual(['Total', undefined, undefined, undefined, undefined, undefined, 0.5, 0.75]);

    const backwards = await call(t(), 'GET', '/api/export/icf-log?from=2026-03-01&to=2026-02-01', { cookie });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.message).toBe('The end date must be on or after the start date');
  });

  it('exports only the signed-in coach’s rows, and nothing to a signed-out visitor', async () => {
    await seedCoach();
    const other = await createCoach(t());
    const backup = JSON.parse(await (await call(t(), 'GET', '/api/export/backup', { cookie: other.cookie })).text());
    expect(backup.clients).toEqual([]);
    expect(backup.coachingSessions).toEqual([]);
    expect(backup.supervisionSessions).toEqual([]);
    expect(backup.cpdRecords).toEqual([]);
    const csv = await (await call(t(), 'GET', '/api/export/csv/coachingSessions', { cookie: other.cookie })).text();
    expect(csv.trim().split('\n')).toHaveLength(1);
    const log = await (await call(t(), 'GET', '/api/export/icf-log?format=csv', { cookie: other.cookie })).text();
    expect(log).not.toContain('ada@example.com');
    expect(await (await call(t(), 'GET', '/api/export/summary', { cookie: other.cookie })).json()).toMatchObject({
      counts: { clients: 0 },
    });
    for (const path of ['/api/export/summary', '/api/export/backup', '/api/export/workbook', '/api/export/icf-log']) {
      expect((await call(t(), 'GET', path)).status).toBe(401);
    }
  });

  it('still exports everything once the trial has ended, while importing needs a subscription', async () => {
    const coach = await seedCoach();
    await t()
      .database.db.update(users)
      .set({ subscriptionEndDate: new Date(Date.now() - 1000) })
      .where(eq(users.email, coach.email));
    expect((await call(t(), 'GET', '/api/clients', { cookie: coach.cookie })).status).toBe(402);
    const summary = await call(t(), 'GET', '/api/export/summary', { cookie: coach.cookie });
    expect(await summary.json()).toMatchObject({ counts: { clients: 3, coachingSessions: 6 } });
    const backup = JSON.parse(await (await call(t(), 'GET', '/api/export/backup', { cookie: coach.cookie })).text());
    expect(backup.clients).toHaveLength(3);
    const csv = await call(t(), 'GET', '/api/export/csv/coachingSessions', { cookie: coach.cookie });
    expect((await csv.text()).trim().split('\n')).toHaveLength(7);
    const workbook = await call(t(), 'GET', '/api/export/workbook', { cookie: coach.cookie });
    expect(workbook.status).toBe(200);
    const log = await call(t(), 'GET', '/api/export/icf-log?format=csv', { cookie: coach.cookie });
    expect(await log.text()).toContain('ada@example.com');
    const imported = await call(t(), 'POST', '/api/import/backup', { cookie: coach.cookie });
    expect(imported.status).toBe(402);
  });
});
