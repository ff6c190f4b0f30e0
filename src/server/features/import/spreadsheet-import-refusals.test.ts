import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { summary } from '@/test/export-import';
import { useTestApp } from '@/test/test-app';
import { importSpreadsheet, workbookOf } from '@/test/uploads';
import { MAX_XLSX_ENTRIES, MAX_XLSX_UNPACKED_BYTES } from './xlsx/limits';

/** What the spreadsheet import refuses, with the message a coach reads, and nothing stored. */
const t = useTestApp();

const importCsv = (cookie: string, csv: string | Uint8Array, fields: Record<string, string>, name?: string) =>
  importSpreadsheet(t(), cookie, csv, fields, name);

describe('files the spreadsheet import refuses', () => {
  it('refuses bad files with a clear message and changes nothing', async () => {
    const { cookie } = await createCoach(t());
    const latin1 = new Uint8Array([...Buffer.from('Name\r\nJos'), 0xe9, ...Buffer.from('\r\n')]);
    const tooMany = `Name\r\n${'x\r\n'.repeat(50_001)}`;
    const cases: [string | Uint8Array, Record<string, string>, number, string][] = [
      [latin1, { entity: 'clients' }, 400, 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.'],
      [tooMany, { entity: 'clients' }, 400, 'The file has more than 50,000 rows. Split it into smaller files.'],
      ['Email\r\na@b.c\r\n', { entity: 'clients' }, 400, 'Choose a column for Name.'],
      [
        'Name\r\nAda\r\n',
        { entity: 'clients', mapping: '{"name":"Full name"}' },
        400,
        "The column 'Full name' is not in the file.",
      ],
      [
        'Name\r\nAda\r\n',
        { entity: 'clients', mapping: '{"colour":"Name"}' },
        400,
        "Unknown field 'colour' in the column mapping.",
      ],
      ['', { entity: 'clients' }, 400, 'Choose a file to import.'],
      [',,\r\n', { entity: 'clients' }, 400, 'The file has no header row.'],
      ['Name\r\nAda\r\n', { entity: 'users' }, 400, 'Choose what the file holds'],
    ];
    const unmapped = await importCsv(cookie, 'Email\r\na@b.c\r\n', { entity: 'clients' });
    expect(await unmapped.json()).toMatchObject({
      dryRun: true,
      headers: ['Email'],
      mapping: { email: 'Email' },
      missingFields: ['Name'],
      notes: ['Choose a column for Name.'],
    });
    for (const [file, fields, status, message] of cases) {
      const response = await importCsv(cookie, file, { ...fields, dryRun: 'false' });
      expect(response.status, message).toBe(status);
      expect((await response.json()).error.message).toBe(message);
    }
    const big = await importCsv(cookie, `Name\r\n${'a'.repeat(10 * 1024 * 1024)}\r\n`, {
      entity: 'clients',
      dryRun: 'false',
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe('The file is larger than 10 MB.');
    const notXlsx = await importCsv(cookie, 'Name\r\n', { entity: 'clients' }, 'data.xlsx');
    expect((await notXlsx.json()).error.message).toBe('The file is not an Excel workbook (.xlsx).');
    expect((await summary(t(), cookie)).clients).toBe(0);
  });

  it('stops reading a CSV at the first cap it passes, before the rest of the file is parsed', async () => {
    const { cookie } = await createCoach(t());
    const refused = async (csv: string) => {
      const response = await importCsv(cookie, csv, { entity: 'clients' });
      expect(response.status).toBe(400);
      return (await response.json()).error.message;
    };
    // The unclosed quote lies after the 50,001st row: a parser that read the whole file first
    // would report it instead of the row cap.
    expect(await refused(`Name\n${'a\n'.repeat(50_001)}"never closed\n`)).toBe(
      'The file has more than 50,000 rows. Split it into smaller files.',
    );
    // The security probe's line of a million columns came back as a 19.8 MB answer.
    const columns = 'The sheet has more than 40 columns. Delete the columns you do not import and try again.';
    expect(await refused(`Name${',x'.repeat(1_000_000)}\nAda\n`)).toBe(columns);
    expect(await refused(`Name${','.repeat(20_000)}\nAda\n`)).toBe(columns);
    expect(await refused(`Name,Notes\nAda,${'n'.repeat(32_768)}\n`)).toBe(
      'Line 2: a cell holds more than 32,767 characters, the most a spreadsheet cell can.',
    );
    expect((await summary(t(), cookie)).clients).toBe(0);
  });

  it('refuses a workbook that unpacks past 100 MB or has too many parts, and stores nothing', async () => {
    const { cookie } = await createCoach(t());
    const sheet = await workbookOf([['Name'], ['Ada']]);
    const zip = await JSZip.loadAsync(sheet);
    // A 10 MB file may hold a sheet that inflates far past what any real workbook needs.
    zip.file('xl/media/padding.bin', new Uint8Array(MAX_XLSX_UNPACKED_BYTES + 1));
    const bomb = await zip.generateAsync({
      type: 'uint8array',
      compression: 'DEFLATE',
      compressionOptions: { level: 1 },
    });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const crowded = await JSZip.loadAsync(sheet);
    for (let part = 0; part <= MAX_XLSX_ENTRIES; part += 1) crowded.file(`xl/media/image${part}.png`, 'x');

    const cases: [Uint8Array, string][] = [
      [bomb, 'The workbook unpacks to more than 100 MB. Split it into smaller files.'],
      [
        await crowded.generateAsync({ type: 'uint8array' }),
        'The workbook has more than 500 parts. Save it again from Excel and try again.',
      ],
    ];
    for (const [file, message] of cases) {
      const response = await importCsv(cookie, file, { entity: 'clients', dryRun: 'false' }, 'clients.xlsx');
      expect(response.status, message).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect((await summary(t(), cookie)).clients).toBe(0);
    const fine = await importCsv(cookie, sheet, { entity: 'clients', dryRun: 'false' }, 'clients.xlsx');
    expect(await fine.json()).toMatchObject({ committed: true, errorCount: 0 });
    expect((await summary(t(), cookie)).clients).toBe(1);
  });
});
