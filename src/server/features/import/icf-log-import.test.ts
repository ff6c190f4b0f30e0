import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { summary } from '@/test/export-import';
import { call } from '@/test/http';
import { icfLogCsv, importIcfLog, listSessions } from '@/test/icf-log';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const byClientAndPayment = (a: { clientName: string; payment: string }, b: { clientName: string; payment: string }) =>
  a.clientName.localeCompare(b.clientName) || a.payment.localeCompare(b.payment);

describe('importing the ICF Client Coaching Log', () => {
  it('previews rows with errors per line, leaves the totals out and writes nothing', async () => {
    const { cookie } = await createCoach(t());
    const response = await importIcfLog(t(), cookie, icfLogCsv);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      dryRun: true,
      committed: false,
      totalRows: 8,
      mapping: {
        clientName: 'Client Name',
        contact: 'Contact Information',
        kind: 'Individual/Group',
        groupSize: 'Number in Group',
        startDate: 'Start Date',
        endDate: 'End Date',
        paidHours: 'Paid hours',
        proBonoHours: 'Pro-bono hours',
      },
      unknownColumns: [],
      notes: ['2 totals rows were left out.'],
      created: { clients: 2, coachingSessions: 4 },
      errors: [
        { line: '5', message: "Start Date: '31/02/2026' is not a date (use yyyy-mm-dd or dd/mm/yyyy)" },
        { line: '6', message: 'Number in Group: Number in Group is required for a group' },
        { line: '7', message: 'End Date: The end date must be on or after the start date' },
        { line: '8', message: 'Paid hours: The row has no paid or pro-bono hours' },
      ],
      duplicates: [{ line: '9', message: "A summary for 'Ada Lovelace' from 2026-01-05 already exists" }],
    });
    expect(body.preview.map((row: { line: string; status: string }) => row.status)).toEqual([
      'ok',
      'ok',
      'ok',
      'error',
      'error',
      'error',
      'error',
      'duplicate',
    ]);
    expect(await summary(t(), cookie)).toMatchObject({ clients: 0, coachingSessions: 0 });
  });

  it('writes one client and summary sessions per row, paid and pro-bono hours apart', async () => {
    const { cookie } = await createCoach(t());
    const stopped = await importIcfLog(t(), cookie, icfLogCsv, { dryRun: 'false', mode: 'stop_on_error' });
    expect(await stopped.json()).toMatchObject({ committed: false, errorCount: 4 });
    expect(await summary(t(), cookie)).toMatchObject({ clients: 0, coachingSessions: 0 });

    const done = await importIcfLog(t(), cookie, icfLogCsv, { dryRun: 'false' });
    expect(await done.json()).toMatchObject({ committed: true, created: { clients: 2, coachingSessions: 4 } });
    const sessions = (await listSessions(t(), cookie)).sort(byClientAndPayment);
    expect(sessions.map((s) => [s.clientName, s.date, s.duration, s.payment, s.sessionType, s.groupSize])).toEqual([
      ['Ada Lovelace', '2026-01-05', 750, 'paid', 'individual', null],
      ['Ada Lovelace', '2026-01-05', 75, 'pro_bono', 'individual', null],
      ['Ben Okafor', '2026-01-20', 1800, 'paid', 'group', 6],
      ['Ben Okafor', '2026-01-20', 120, 'pro_bono', 'individual', null],
    ]);
    expect(sessions.every((s) => s.isImportedSummary)).toBe(true);
    expect(sessions.map((s) => s.summaryEndDate)).toEqual(['2026-03-20', '2026-03-20', '2026-02-20', '2026-01-20']);
    const clients = (await (await call(t(), 'GET', '/api/clients', { cookie })).json()).items;
    expect(
      clients.map((c: { name: string; email: string | null; phone: string | null; includeInExports: boolean }) => [
        c.name,
        c.email,
        c.phone,
        c.includeInExports,
      ]),
    ).toEqual([
      ['Ada Lovelace', 'ada@example.com', null, true],
      ['Ben Okafor', null, '+44 20 7946 0000', true],
    ]);

    // Restoring the same log twice never doubles it.
    const again = await importIcfLog(t(), cookie, icfLogCsv, { dryRun: 'false' });
    expect(await again.json()).toMatchObject({
      created: { clients: 0, coachingSessions: 0 },
      duplicateCount: 4,
    });
    expect((await summary(t(), cookie)).coachingSessions).toBe(4);
  });

  it('keeps every hour figure of the dashboard, reports and ICF log right', async () => {
    const { cookie } = await createCoach(t());
    await importIcfLog(t(), cookie, icfLogCsv, { dryRun: 'false' });
    const dashboard = await (await call(t(), 'GET', '/api/dashboard?today=2026-03-31', { cookie })).json();
    // 750 + 75 + 1,800 + 120 minutes.
    expect(dashboard).toMatchObject({ totalClients: 2, totalHours: 45.8 });
    const reports = await (await call(t(), 'GET', '/api/reports?today=2026-03-31', { cookie })).json();
    expect(reports.summary).toMatchObject({ hours: 45.8, paidHours: 42.5, proBonoHours: 3.3, clientsCoached: 2 });
    const log = await (await call(t(), 'GET', '/api/export/icf-log?format=csv', { cookie })).text();
    expect(Papa.parse<string[]>(log.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data).toEqual([
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
      ['Ada Lovelace', 'ada@example.com', 'Individual', '', '2026-01-05', '2026-03-20', '12.5', '1.25'],
      ['Ben Okafor', "'+44 20 7946 0000", 'Individual', '', '2026-01-20', '2026-01-20', '0', '2'],
      ['Ben Okafor', "'+44 20 7946 0000", 'Group', '6', '2026-01-20', '2026-02-20', '30', '0'],
      ['Total', '', '', '', '', '', '42.5', '3.25'],
      ['Total hours', '', '', '', '', '', '45.75', ''],
    ]);
  });

  it('refuses to edit a summary, and keeps it from every other coach', async () => {
    const owner = await createCoach(t());
    await importIcfLog(t(), owner.cookie, icfLogCsv, { dryRun: 'false' });
    const [first] = await listSessions(t(), owner.cookie);
    const clients = (await (await call(t(), 'GET', '/api/clients', { cookie: owner.cookie })).json()).items;
    const edit = { clientId: clients[0].id, date: '2026-01-05', duration: 60 };
    const refused = await call(t(), 'PUT', `/api/coaching-sessions/${first!.id}`, { cookie: owner.cookie, body: edit });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'An imported summary cannot be edited. Delete it and import the corrected log instead.',
    );

    const other = await createCoach(t());
    expect((await listSessions(t(), other.cookie)).length).toBe(0);
    const path = `/api/coaching-sessions/${first!.id}`;
    expect((await call(t(), 'GET', path, { cookie: other.cookie })).status).toBe(404);
    expect((await call(t(), 'DELETE', path, { cookie: other.cookie })).status).toBe(404);
    // The other coach's own import of the same log is theirs alone: nothing counts as a duplicate.
    const theirs = await importIcfLog(t(), other.cookie, icfLogCsv, { dryRun: 'false' });
    expect(await theirs.json()).toMatchObject({ created: { clients: 2, coachingSessions: 4 }, duplicateCount: 1 });
    expect((await call(t(), 'DELETE', path, { cookie: owner.cookie })).status).toBe(200);
    expect((await summary(t(), owner.cookie)).coachingSessions).toBe(3);
  });
});
