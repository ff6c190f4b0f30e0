import Papa from 'papaparse';
import { cellText, type CellValue } from '@/shared/domain/cell-values';
import { controlCharactersMessage, hasControlCharacters } from '@/shared/schemas/control-characters';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/shared/schemas/export-import';
import { AppError } from '../../lib/app-error';
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

const rejected = (message: string) => new AppError('BAD_REQUEST', message);

/** The uploaded file, refused when missing, empty or over 10 MB. */
export function uploadedFile(value: unknown): File {
  if (!(value instanceof File) || value.size === 0) throw rejected('Choose a file to import.');
  if (value.size > MAX_IMPORT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB.');
  return value;
}

/** UTF-8 text (a byte-order mark is dropped); anything else is refused rather than misread. */
export async function fileText(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw rejected('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  }
}

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

export async function readCsv(file: File): Promise<Sheet> {
  const text = await fileText(file);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const fatal = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (fatal) throw rejected(`Line ${(fatal.row ?? 0) + 1}: a quoted value is never closed.`);
  return toSheet(parsed.data, String);
}

/** One spreadsheet parse at a time in this process: the next waits for the one before. */
let parsing: Promise<unknown> = Promise.resolve();

/** The workbook's sheet with this name, or its first sheet; rows keep their spreadsheet numbers. */
export async function readXlsx(file: File, sheetName: string): Promise<Sheet> {
  const bytes = await file.arrayBuffer();
  const turn = parsing.then(async () => {
    const zip = await checkXlsxLimits(bytes);
    return streamXlsxSheet(await workbookWithOnlySheet(zip, sheetName));
  });
  parsing = turn.catch(() => undefined);
  const { table, lines } = await turn;
  return toSheet(table, (index) => String(lines[index - 1]));
}

export const isXlsx = (file: File) => /\.xlsx$/i.test(file.name) || file.type.includes('spreadsheetml');
