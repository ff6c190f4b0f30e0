import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { backupOf, expectWorkbookSheetsToCarryOver, seedCoach, summary } from '@/test/export-import';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { importSpreadsheet, upload } from '@/test/uploads';

const t = useTestApp();

const importCsv = (cookie: string, csv: string | Uint8Array, fields: Record<string, string>, name?: string) =>
  importSpreadsheet(t(), cookie, csv, fields, name);

describe('importing spreadsheets', () => {
  const sessionsCsv = [
    'Client,Client e-mail,Date,Minutes,Payment,Rate,Colour',
    'Ada,ada@example.com,05/01/2026,60,Paid,"120,5",red',
    'Ada,ada@example.com,2026-01-05,45,Paid,,blue',
    'Ben,,31/02/2026,60,Paid,,green',
    'Ben,,06/01/2026,abc,Gift,,green',
    "'=Cleo,,07/01/2026,30,Pro bono,,",
  ].join('\r\n');
  const mapping = JSON.stringify({
    clientName: 'Client',
    clientEmail: 'Client e-mail',
    date: 'Date',
    duration: 'Minutes',
    payment: 'Payment',
    rate: 'Rate',
  });

  it('previews the first rows with errors per line and writes nothing', async () => {
    const { cookie } = await createCoach(t());
    const response = await importCsv(cookie, sessionsCsv, { entity: 'coachingSessions', mapping });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      dryRun: true,
      committed: false,
      totalRows: 5,
      headers: ['Client', 'Client e-mail', 'Date', 'Minutes', 'Payment', 'Rate', 'Colour'],
      unknownColumns: ['Colour'],
      notes: ['Columns not imported: Colour'],
      created: { clients: 2, coachingSessions: 2 },
      errors: [
        { line: '4', message: "Date: '31/02/2026' is not a date (use yyyy-mm-dd or dd/mm/yyyy)" },
        {
          line: '5',
          message: "Duration (minutes): 'abc' is not a number; Payment: 'Gift' is not one of Paid, Pro bono",
        },
      ],
      duplicates: [{ line: '3', message: "A session with 'Ada' on 2026-01-05 already exists" }],
    });
    expect(body.preview.map((row: { line: string; status: string }) => [row.line, row.status])).toEqual([
      ['2', 'ok'],
      ['3', 'duplicate'],
      ['4', 'error'],
      ['5', 'error'],
      ['6', 'ok'],
    ]);
    expect(body.preview[0].values).toMatchObject({ clientName: 'Ada', date: '05/01/2026', rate: '120,5' });
    expect((await summary(t(), cookie)).coachingSessions).toBe(0);
  });

  it('refuses a session in the future or before 1970 as a row error, in the worker, and keeps old history', async () => {
    const { cookie } = await createCoach(t());
    const csv = [
      'Client,Client e-mail,Date,Minutes,Payment,Rate',
      'Ada,,2099-01-05,60,Paid,',
      'Ada,,1920-01-05,60,Paid,',
      'Ada,,2001-01-05,60,Paid,',
    ].join('\r\n');
    const stopped = await importCsv(cookie, csv, {
      entity: 'coachingSessions',
      mapping,
      mode: 'stop_on_error',
      dryRun: 'false',
    });
    const body = await stopped.json();
    expect(body).toMatchObject({ committed: false, errorCount: 2 });
    expect(body.errors.map((error: { line: string; message: string }) => error.line)).toEqual(['2', '3']);
    expect(body.errors[0].message).toMatch(/^Date: /);
    expect((await summary(t(), cookie)).coachingSessions).toBe(0);
    // A file cannot answer 'Did you mean …?': a date years back is history, and is imported.
    const done = await importCsv(cookie, csv, { entity: 'coachingSessions', mapping, dryRun: 'false' });
    expect(await done.json()).toMatchObject({ committed: true, created: { coachingSessions: 1 } });
  });

  it('commits the valid rows in one go, or nothing with stop on error', async () => {
    const { cookie } = await createCoach(t());
    const stopped = await importCsv(cookie, sessionsCsv, {
      entity: 'coachingSessions',
      mapping,
      mode: 'stop_on_error',
      dryRun: 'false',
    });
    expect(await stopped.json()).toMatchObject({ committed: false, errorCount: 2 });
    expect(await summary(t(), cookie)).toEqual({
      clients: 0,
      coachingSessions: 0,
      supervisionSessions: 0,
      cpdRecords: 0,
    });

    const done = await importCsv(cookie, sessionsCsv, { entity: 'coachingSessions', mapping, dryRun: 'false' });
    expect(await done.json()).toMatchObject({ committed: true, created: { clients: 2, coachingSessions: 2 } });
    const sessions = (await (await call(t(), 'GET', '/api/coaching-sessions', { cookie })).json()).items;
    expect(
      sessions.map((s: { clientName: string; date: string; rate: number | null }) => [s.clientName, s.date, s.rate]),
    ).toEqual([
      ['=Cleo', '2026-01-07', null],
      ['Ada', '2026-01-05', 120.5],
    ]);

    const again = await importCsv(cookie, sessionsCsv, { entity: 'coachingSessions', mapping, dryRun: 'false' });
    expect(await again.json()).toMatchObject({ created: { clients: 0, coachingSessions: 0 }, duplicateCount: 3 });
  });

  it('reads month-first dates when the coach says so, and matches headers by name', async () => {
    const { cookie } = await createCoach(t());
    const csv = 'Title,Date,Hours,Category\r\nBook,02/13/2026,"1,5",Resource Development\r\n';
    const response = await importCsv(cookie, csv, { entity: 'cpdRecords', dateFormat: 'mdy', dryRun: 'false' });
    expect(await response.json()).toMatchObject({
      committed: true,
      mapping: { title: 'Title', date: 'Date', hours: 'Hours', category: 'Category' },
      created: { cpdRecords: 1 },
    });
    const records = (await (await call(t(), 'GET', '/api/cpd-records', { cookie })).json()).items;
    expect(records).toMatchObject([
      { title: 'Book', date: '2026-02-13', hours: 1.5, category: 'resource_development' },
    ]);
  });

  it('reads a CSV record by record: semicolons, quoted values with line breaks and quotes', async () => {
    const { cookie } = await createCoach(t());
    const csv = 'Name;Notes;;;\r\nAda;"Met at ""Harbour"";\r\nstill keen"\r\n\r\n  ;  \r\nBen;plain' + ';'.repeat(100);
    const response = await importCsv(cookie, csv, { entity: 'clients', dryRun: 'false' });
    expect(await response.json()).toMatchObject({ committed: true, headers: ['Name', 'Notes'], errorCount: 0 });
    const { items: clients } = await (await call(t(), 'GET', '/api/clients', { cookie })).json();
    expect(clients.map((client: { name: string; notes: string | null }) => [client.name, client.notes])).toEqual([
      ['Ada', 'Met at "Harbour";\r\nstill keen'],
      ['Ben', 'plain'],
    ]);
  });

  it('imports a sheet of the exported workbook into another account', async () => {
    const original = await seedCoach(t());
    const { workbook } = await expectWorkbookSheetsToCarryOver(t(), original.cookie, [
      'clients',
      'coachingSessions',
      'supervisionSessions',
      'cpdRecords',
    ]);
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load(workbook.buffer as ArrayBuffer);
    expect(sheet.getWorksheet('clients')!.getCell('A2').value).toBe("'=Ada Lovelace");
  });
});

describe('import is scoped to the signed-in coach', () => {
  it('writes only into the caller’s account and answers 401 without one', async () => {
    const owner = await seedCoach(t());
    const backup = await backupOf(t(), owner.cookie);
    const other = await createCoach(t());
    const response = await upload(t(), '/api/import/backup', {
      cookie: other.cookie,
      file: backup,
      name: 'b.json',
      fields: { dryRun: 'false' },
    });
    // The owner's rows are not the other coach's: nothing counts as a duplicate, all go to the caller.
    expect(await response.json()).toMatchObject({ duplicateCount: 0, created: { clients: 2, coachingSessions: 2 } });
    expect(await summary(t(), owner.cookie)).toEqual({
      clients: 2,
      coachingSessions: 2,
      supervisionSessions: 1,
      cpdRecords: 1,
    });
    expect(await summary(t(), other.cookie)).toEqual({
      clients: 2,
      coachingSessions: 2,
      supervisionSessions: 1,
      cpdRecords: 1,
    });
    expect((await upload(t(), '/api/import/backup', { file: backup, name: 'b.json' })).status).toBe(401);
    expect(
      (
        await upload(t(), '/api/import/spreadsheet', {
          file: 'Name\r\nA\r\n',
          name: 'a.csv',
          fields: { entity: 'clients' },
        })
      ).status,
    ).toBe(401);
  });
});
