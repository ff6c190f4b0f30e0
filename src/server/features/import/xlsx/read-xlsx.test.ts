import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { handMadeWorkbook, inlineCell, inlineRows, sharedStringsOf, stylesOf } from '@/test/workbooks';
import { AppError } from '../../../lib/app-error';
import { MAX_CELL_CHARACTERS } from '../sheet-table';
import {
  MAX_CELL_FORMATS,
  MAX_NUMBER_FORMATS,
  MAX_SHARED_STRINGS,
  MAX_SHARED_STRINGS_BYTES,
  MAX_STYLES_BYTES,
} from './limits';
import { readXlsx } from './read-xlsx';

const bufferOf = (bytes: Uint8Array) => bytes.slice().buffer;

async function refusal(bytes: Uint8Array) {
  const started = performance.now();
  const error = await readXlsx(bufferOf(bytes), 'clients').then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { message: (error as AppError).message, ms: performance.now() - started };
}

const header = `<row r="1">${inlineCell(1, 0, 'Name')}${inlineCell(1, 1, 'Notes')}</row>`;

describe('reading a workbook', () => {
  it('reads shared, rich and inline texts, numbers, Yes/No, dates by their format and formula results', async () => {
    const sharedStrings =
      '<sst count="3" uniqueCount="3"><si><t>Ada</t></si>' +
      '<si><r><t>Ben </t></r><r><rPr><b/></rPr><t>&amp; Co</t></r><rPh><t>ベン</t></rPh></si>' +
      '<si><t xml:space="preserve"> spaced </t></si></sst>';
    const styles = stylesOf([{ id: 164, code: 'dd/mm/yyyy' }], [0, 14, 164]);
    const sheetData =
      header +
      '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" s="1"><v>46027</v></c><c r="C2" t="b"><v>1</v></c></row>' +
      '<row r="4"><c r="A4" t="s"><v>1</v></c><c r="B4" s="2"><v>46028.5</v></c><c r="C4"><f>1+1</f><v>2</v></c></row>' +
      `<row r="5"><c r="A5" t="s"><v>2</v></c>${inlineCell(5, 1, 'a &lt;b&gt; c')}<c r="C5" t="str"><f>A1</f><v>x</v></c></row>`;
    const sheet = await readXlsx(bufferOf(await handMadeWorkbook({ sheetData, sharedStrings, styles })), 'clients');
    expect(sheet).toEqual({
      headers: ['Name', 'Notes'],
      rows: [
        { line: '2', cells: ['Ada', new Date('2026-01-05T00:00:00Z'), true] },
        { line: '4', cells: ['Ben & Co', new Date('2026-01-06T12:00:00Z'), 2] },
        { line: '5', cells: [' spaced ', 'a <b> c', 'x'] },
      ],
    });
  });

  it('reads the sheet named for the import, else the first, whatever its file is called', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('notes').addRows([['Title'], ['Not this one']]);
    workbook.addWorksheet('clients').addRows([['Name'], ['Ada']]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect((await readXlsx(bufferOf(bytes), 'clients')).rows).toEqual([{ line: '2', cells: ['Ada'] }]);
    expect((await readXlsx(bufferOf(bytes), 'cpd')).rows).toEqual([{ line: '2', cells: ['Not this one'] }]);
  });

  it('counts dates from 1904 when the workbook says so', async () => {
    const bytes = await handMadeWorkbook({
      sheetData: `${header}<row r="2">${inlineCell(2, 0, 'Ada')}<c r="B2" s="1"><v>44561</v></c></row>`,
      styles: stylesOf([], [0, 14]),
    });
    const zip = await (await import('jszip')).default.loadAsync(bytes);
    const index = await zip.file('xl/workbook.xml')!.async('string');
    zip.file('xl/workbook.xml', index.replace('<sheets>', '<workbookPr date1904="1"/><sheets>'));
    const sheet = await readXlsx(bufferOf(await zip.generateAsync({ type: 'uint8array' })), 'clients');
    expect(sheet.rows[0]!.cells[1]).toEqual(new Date('2026-01-01T00:00:00Z'));
  });
});

describe('the caps of a workbook, checked while it streams', () => {
  // The security probe's workbooks (2–5 MB) held a process 15–52 s and took 1.3–2.6 GB through
  // exceljs. Made small here: the caps, not the file's size, must stop them, and at once.
  it('refuses more shared texts than allowed as they are counted, even when the part declares fewer', async () => {
    const sheetData = `${header}<row r="2"><c r="A2" t="s"><v>0</v></c></row>`;
    const lying = await handMadeWorkbook({
      sheetData,
      sharedStrings: sharedStringsOf(MAX_SHARED_STRINGS + 1, (index) => `A${index}`, 1),
    });
    const message = 'The workbook holds more than 200,000 different texts. Split it into smaller files.';
    const counted = await refusal(lying);
    expect(counted.message).toBe(message);
    // A cap met on the way costs the reading up to it: tens of milliseconds on a quiet machine.
    expect(counted.ms).toBeLessThan(3_000);
    const declared = await handMadeWorkbook({
      sheetData,
      sharedStrings: sharedStringsOf(10, (index) => `A${index}`, 999_000),
    });
    expect((await refusal(declared)).message).toBe(message);
  });

  it('refuses shared texts past their size cap', async () => {
    const long = 'A'.repeat(MAX_CELL_CHARACTERS);
    const count = Math.ceil(MAX_SHARED_STRINGS_BYTES / MAX_CELL_CHARACTERS) + 1;
    const bytes = await handMadeWorkbook({
      sheetData: header,
      sharedStrings: sharedStringsOf(count, () => long),
      compressionLevel: 1,
    });
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect((await refusal(bytes)).message).toBe(
      "The workbook's texts take more than 40 MB. Split it into smaller files.",
    );
  });

  it('refuses more number or cell formats than Excel itself allows, and a styles part past its size', async () => {
    const numberFormats = Array.from({ length: MAX_NUMBER_FORMATS + 1 }, (_, index) => ({
      id: 164 + index,
      code: `0.${'0'.repeat(index % 20)}`,
    }));
    const manyNumberFormats = await refusal(
      await handMadeWorkbook({ sheetData: header, styles: stylesOf(numberFormats, [0]) }),
    );
    expect(manyNumberFormats.message).toBe(
      'The workbook has more than 1,000 number formats. Save the sheet as CSV and import that.',
    );
    expect(manyNumberFormats.ms).toBeLessThan(3_000);
    const cellFormats = Array.from({ length: MAX_CELL_FORMATS + 1 }, () => 0);
    expect(
      (await refusal(await handMadeWorkbook({ sheetData: header, styles: stylesOf([], cellFormats) }))).message,
    ).toBe('The workbook has more than 64,000 cell formats. Save the sheet as CSV and import that.');
    const fonts = `<fonts>${'<font><sz val="11"/><name val="Calibri"/></font>'.repeat(MAX_STYLES_BYTES / 40)}</fonts>`;
    expect(
      (
        await refusal(
          await handMadeWorkbook({ sheetData: header, styles: stylesOf([], [0], fonts), compressionLevel: 1 }),
        )
      ).message,
    ).toBe("The workbook's formatting takes more than 16 MB. Save the sheet as CSV and import that.");
  });

  it('refuses a cell longer than a spreadsheet allows, a column name that is text, and a DTD', async () => {
    const long = await handMadeWorkbook({
      sheetData: `${header}<row r="2">${inlineCell(2, 1, 'x'.repeat(MAX_CELL_CHARACTERS + 1))}</row>`,
    });
    expect((await refusal(long)).message).toBe(
      'Line 2: a cell holds more than 32,767 characters, the most a spreadsheet cell can.',
    );
    const wordyHeader = await handMadeWorkbook({ sheetData: inlineRows(2, 1, () => 'n'.repeat(256)) });
    expect((await refusal(wordyHeader)).message).toBe(
      'Line 1: a column name is longer than 255 characters. The first row must name the columns.',
    );
    const withDtd = await handMadeWorkbook({
      sheetData: header,
      sharedStrings: '<!DOCTYPE sst [<!ENTITY a "aaaaaaaa">]><sst><si><t>&a;</t></si></sst>',
    });
    expect((await refusal(withDtd)).message).toBe('The file is not an Excel workbook (.xlsx).');
  });
});
