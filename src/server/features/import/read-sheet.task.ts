import Papa from 'papaparse';
import { cellText, type CellValue } from '@/shared/domain/cell-values';
import { controlCharactersMessage, hasControlCharacters } from '@/shared/schemas/control-characters';
import { MAX_IMPORT_ROWS } from '@/shared/schemas/export-import';
import { AppError } from '../../lib/app-error';
import { taskOutcome } from '../../lib/worker-pool/task-outcome';
import { utf8Text } from './utf8-text';
import { checkXlsxLimits } from './xlsx-limits';
import { workbookWithOnlySheet } from './xlsx-sheet-file';
import { streamXlsxSheet } from './xlsx-stream';

export interface SheetRow {
  line: string;
  cells: CellValue[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

export interface ReadSheetInput {
  format: 'csv' | 'xlsx';
  bytes: ArrayBuffer;
  /** The workbook's sheet to read (its first sheet when none has this name). */
  sheetName: string;
}

const rejected = (message: string) => new AppError('BAD_REQUEST', message);

const tooManyRows = () =>
  rejected(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows. Split it into smaller files.`);

/** A cell with U+0000 or another control character refuses the whole file, naming its line. */
function refuseControlCharacters(cells: CellValue[], line: string) {
  if (cells.some((cell) => typeof cell === 'string' && hasControlCharacters(cell))) {
    throw rejected(`Line ${line}: ${controlCharactersMessage('A cell')}`);
  }
}

function toSheet(table: CellValue[][], lineOf: (index: number) => string): Sheet {
  const [header, ...data] = table;
  const headers = (header ?? []).map((cell) => cellText(cell).trim());
  if (headers.every((text) => text === '')) throw rejected('The file has no header row.');
  if (data.length > MAX_IMPORT_ROWS) throw tooManyRows();
  refuseControlCharacters(header ?? [], lineOf(1));
  data.forEach((cells, index) => refuseControlCharacters(cells, lineOf(index + 2)));
  return { headers, rows: data.map((cells, index) => ({ line: lineOf(index + 2), cells })) };
}

function readCsv(bytes: ArrayBuffer): Sheet {
  const parsed = Papa.parse<string[]>(utf8Text(new Uint8Array(bytes)), { skipEmptyLines: 'greedy' });
  const fatal = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (fatal) throw rejected(`Line ${(fatal.row ?? 0) + 1}: a quoted value is never closed.`);
  return toSheet(parsed.data, String);
}

/** The workbook's sheet with this name, or its first sheet; rows keep their spreadsheet numbers. */
async function readXlsx(bytes: ArrayBuffer, sheetName: string): Promise<Sheet> {
  const zip = await checkXlsxLimits(bytes);
  const { table, lines } = await streamXlsxSheet(await workbookWithOnlySheet(zip, sheetName));
  return toSheet(table, (index) => String(lines[index - 1]));
}

/** Runs in a worker thread (worker-tasks.ts): an uploaded spreadsheet as headers and rows. */
export function readSheetTask({ format, bytes, sheetName }: ReadSheetInput) {
  return taskOutcome(() => (format === 'csv' ? readCsv(bytes) : readXlsx(bytes, sheetName)));
}
