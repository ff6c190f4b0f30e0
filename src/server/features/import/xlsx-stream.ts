import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { cellText, type CellValue } from '@/shared/domain/cell-values';
import { MAX_IMPORT_CELLS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '@/shared/schemas/export-import';
import { AppError } from '../../lib/app-error';

const rejected = (message: string) => new AppError('BAD_REQUEST', message);
/** Rows read between two turns of the event loop, so that other requests are answered meanwhile. */
const ROWS_PER_TURN = 250;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export interface SheetTable {
  table: CellValue[][];
  lines: number[];
}

/** exceljs' cell value as plain data: rich text joined, links and formulas by their shown value. */
function plainCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(String(value.hyperlink));
  if ('result' in value) return plainCell((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return null;
}

const tooManyRows = () =>
  rejected(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows. Split it into smaller files.`);
const tooManyColumns = () =>
  rejected(
    `The sheet has more than ${MAX_IMPORT_COLUMNS} columns. Delete the columns you do not import and try again.`,
  );
const tooManyCells = () =>
  rejected(`The sheet has more than ${MAX_IMPORT_CELLS.toLocaleString('en-GB')} cells. Split it into smaller files.`);

/** One sheet's rows, stopped at the first cap it passes (the failure is thrown only if this sheet is used). */
async function readSheet(sheet: AsyncIterable<ExcelJS.Row>): Promise<SheetTable | AppError> {
  const table: CellValue[][] = [];
  const lines: number[] = [];
  let cells = 0;
  for await (const row of sheet) {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    if (values.every((value) => value === null || value === undefined || value === '')) continue;
    if (values.length > MAX_IMPORT_COLUMNS) return tooManyColumns();
    if (table.length > MAX_IMPORT_ROWS) return tooManyRows();
    cells += values.length;
    if (cells > MAX_IMPORT_CELLS) return tooManyCells();
    table.push(values.map(plainCell));
    lines.push(row.number);
    if (table.length % ROWS_PER_TURN === 0) await nextTurn();
  }
  return { table, lines };
}

/**
 * The one sheet of a workbook (xlsx-sheet-file.ts keeps only the sheet to import), read as a stream (exceljs'
 * WorkbookReader: no styles, no workbook model in memory) with row, column and cell caps, giving
 * the event loop a turn every few hundred rows (issue 20 item 6: one 10 MB workbook loaded whole
 * took 2 GB and held every other request for 18 s).
 */
export async function streamXlsxSheet(bytes: Buffer): Promise<SheetTable> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date from a number.
    styles: 'cache',
    entries: 'ignore',
  });
  let first: SheetTable | AppError | null = null;
  try {
    for await (const worksheet of reader) {
      // The workbook holds only the sheet to import (xlsx-sheet-file.ts).
      if (!first) first = await readSheet(worksheet as unknown as AsyncIterable<ExcelJS.Row>);
    }
  } catch {
    throw rejected('The file is not an Excel workbook (.xlsx).');
  }
  if (!first) throw rejected('The workbook has no sheets.');
  if (first instanceof AppError) throw first;
  return first;
}
