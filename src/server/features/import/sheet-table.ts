import { cellText, type CellValue } from '@/shared/domain/cell-values';
import { controlCharactersMessage, hasControlCharacters } from '@/shared/schemas/control-characters';
import { MAX_IMPORT_CELLS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '@/shared/schemas/export-import';
import { AppError } from '../../lib/app-error';
import { formatWholeNumber as count } from '@/shared/domain/decimal';

export interface SheetRow {
  line: string;
  cells: CellValue[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** Excel's own limit on one cell; a longer "cell" is not something a coach typed. */
export const MAX_CELL_CHARACTERS = 32_767;
/** A column name longer than this is text, not a header: the answer echoes every header. */
export const MAX_HEADER_CHARACTERS = 255;
/** Columns a line may run to, empty ones included (Excel's own limit); the rest must be empty. */
export const MAX_LINE_COLUMNS = 16_384;

const rejected = (message: string) => new AppError('BAD_REQUEST', message);

export const tooManyRows = () =>
  rejected(`The file has more than ${count(MAX_IMPORT_ROWS)} rows. Split it into smaller files.`);
export const tooManyColumns = () =>
  rejected(
    `The sheet has more than ${MAX_IMPORT_COLUMNS} columns. Delete the columns you do not import and try again.`,
  );
export const tooManyCells = () =>
  rejected(`The sheet has more than ${count(MAX_IMPORT_CELLS)} cells. Split it into smaller files.`);
export const cellTooLong = (line?: string) =>
  rejected(
    `${line ? `Line ${line}: a` : 'A'} cell holds more than ${count(MAX_CELL_CHARACTERS)} characters, the most a spreadsheet cell can.`,
  );

const isBlank = (cell: CellValue) => cell === null || cell === undefined || cell === '';

/**
 * The rows of an uploaded sheet, gathered as the reader meets them with every cap checked on the
 * way in (ASVS 5.2.3): a row past MAX_IMPORT_ROWS, a value past column MAX_IMPORT_COLUMNS, more
 * than MAX_IMPORT_CELLS in all, a cell past Excel's length, a control character — each stops the
 * read at once with a message naming the cap, rather than after the whole file is parsed.
 */
export class SheetTable {
  private headers: string[] | null = null;
  private readonly rows: SheetRow[] = [];
  private cells = 0;

  /** Refuses a value beyond the columns a sheet may have (`column` counts from 1). */
  static checkColumn(column: number, cell: CellValue) {
    if (column > MAX_IMPORT_COLUMNS && !isBlank(cell)) throw tooManyColumns();
  }

  static checkLength(text: string, line: string) {
    if (text.length > MAX_CELL_CHARACTERS) throw cellTooLong(line);
  }

  /** Adds one row of the file (`line` as the coach finds it there); blank rows are skipped. */
  add(cells: CellValue[], line: string) {
    let width = cells.length;
    while (width > 0 && isBlank(cells[width - 1])) width -= 1;
    if (width === 0) return;
    if (width > MAX_IMPORT_COLUMNS) throw tooManyColumns();
    const row = width === cells.length ? cells : cells.slice(0, width);
    for (const cell of row) {
      if (typeof cell === 'string' && hasControlCharacters(cell)) {
        throw rejected(`Line ${line}: ${controlCharactersMessage('A cell')}`);
      }
    }
    if (this.headers === null) {
      this.headers = row.map((cell) => cellText(cell).trim());
      if (this.headers.some((header) => header.length > MAX_HEADER_CHARACTERS)) {
        throw rejected(
          `Line ${line}: a column name is longer than ${MAX_HEADER_CHARACTERS} characters. The first row must name the columns.`,
        );
      }
      return;
    }
    if (this.rows.length >= MAX_IMPORT_ROWS) throw tooManyRows();
    this.cells += width;
    if (this.cells > MAX_IMPORT_CELLS) throw tooManyCells();
    this.rows.push({ line, cells: row });
  }

  finish(): Sheet {
    if (!this.headers || this.headers.every((text) => text === '')) throw rejected('The file has no header row.');
    return { headers: this.headers, rows: this.rows };
  }
}
