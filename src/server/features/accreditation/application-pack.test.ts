import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seedHistory, TODAY } from '@/test/accreditation-history';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

describe('application pack', () => {
  async function workbookOf(cookie: string, query: string) {
    const response = await call(t(), 'GET', `/api/accreditation/pack?${query}&today=${TODAY}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('application-pack');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return workbook;
  }

  it('holds the summary and the ICF logs of the counted window, consent respected', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    // Only Bob agreed to appear in exports, under an alias.
    const clients = await (await call(t(), 'GET', '/api/clients', { cookie })).json();
    const bob = clients.clients.find((client: { name: string }) => client.name === 'Bob');
    await call(t(), 'PUT', `/api/clients/${bob.id}`, {
      cookie,
      body: { name: 'Bob', includeInExports: true, exportAlias: 'Client B' },
    });
    const workbook = await workbookOf(cookie, 'body=ICF&level=ACC');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Client Coaching Log',
      'Mentor coaching log',
      'Education',
    ]);
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getCell('A1').value).toBe('ICF ACC: application summary');
    const rows = summary.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1, 4) : []));
    expect(rows).toContainEqual(['Of which paid: 75 hours', '2.75 of 75 paid hours', 'Not yet']);
    const log = workbook.getWorksheet('Client Coaching Log')!;
    expect(log.getCell('A2').value).toBe('Client B');
    // Bob's two sessions are on or after the education start: 30 paid minutes, 60 pro bono.
    expect([log.getCell('G2').value, log.getCell('H2').value]).toEqual([0.5, 1]);
    expect(log.getCell('A3').value).toBeNull();
    const mentor = workbook.getWorksheet('Mentor coaching log')!;
    expect(mentor.getRow(1).values).not.toContain('Notes');
    expect(mentor.rowCount).toBe(4);
  });

  it('gives EMCC the client hours, supervision, CPD and feedback counts', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const workbook = await workbookOf(cookie, 'body=EMCC&level=Practitioner');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Client hours summary',
      'Supervision log',
      'CPD log',
      'Feedback and reflection',
    ]);
    expect(workbook.getWorksheet('Feedback and reflection')!.getCell('B2').value).toBe(2);
  });

  it('refuses an unknown body or level', async () => {
    const { cookie } = await createCoach(t());
    for (const query of ['body=XYZ&level=ACC', 'body=ICF&level=Foundation', `body=ICF&level=${'A'.repeat(500)}`]) {
      expect((await call(t(), 'GET', `/api/accreditation/pack?${query}`, { cookie })).status).toBe(400);
    }
  });
});
