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

  it('holds the summary with sources, the ICF log as the page counts it, the mentoring form and the checklists', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    // Bob agreed to appear under an alias.
    const clients = await (await call(t(), 'GET', '/api/clients', { cookie })).json();
    const bob = clients.items.find((client: { name: string }) => client.name === 'Bob');
    await call(t(), 'PUT', `/api/clients/${bob.id}`, {
      cookie,
      body: { name: 'Bob', includeInExports: true, exportAlias: 'Client B' },
    });
    const workbook = await workbookOf(cookie, 'body=ICF&level=PCC');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Client Coaching Log',
      'Mentor coaching',
      'Recordings checklist',
      'Education',
    ]);
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getCell('A1').value).toBe('ICF PCC: application summary');
    const rows = summary.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1, 8) : []));
    const paid = rows.find((row) => row?.[0] === 'Of which paid: 450 hours')!;
    expect(paid.slice(0, 3)).toEqual(['Of which paid: 450 hours', '14.75 of 450 paid hours', 'Not yet']);
    // Each row's source, a deep link with the date it was checked.
    expect(paid.slice(5)).toEqual(['https://coachingfederation.org/experience-requirements', '2026-11-27']);
    const log = workbook.getWorksheet('Client Coaching Log')!;
    const names = [2, 3, 4, 5, 6].map((row) => log.getCell(`A${row}`).value);
    // Dana (no consent), All-hands (20 people) and the session not completed are left out, as on the page.
    expect(names).toEqual(['Ann', 'Client B', 'Eve', 'Team Orion', 'Cleo']);
    expect([log.getCell('G3').value, log.getCell('H3').value]).toEqual([0.5, 1]);
    // Eve's imported summary counts its days up to today: 660 of its 730 minutes.
    expect(log.getCell('G4').value).toBe(11);
    expect(log.getCell('D5').value).toBe(6);
    // The log's total is the page's figure: 15.75 hours since education began.
    expect(log.getCell('G9').value).toBe(15.75);
    const mentor = workbook.getWorksheet('Mentor coaching')!;
    expect(mentor.getRow(1).values).toEqual([
      undefined,
      "Mentor's name",
      "Mentor's e-mail",
      'Credential',
      'First session',
      'Last session',
      'Hours',
      'Of which one-to-one',
      'Counts for this level',
    ]);
    expect(mentor.getRow(2).values).toContain('Mentor PCC');
    expect(mentor.getRow(2).values).toContain(10);
    expect(mentor.getRow(2).values).toContain('Yes');
    expect(workbook.getWorksheet('Education')!.rowCount).toBe(3);
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
