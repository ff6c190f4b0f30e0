import type { ColumnDefinition, ImportDateFormat } from '../schemas/export-import';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first)
 * gets a leading apostrophe, which spreadsheets read as "this is text" (OWASP's CSV injection advice).
 */
export function escapeFormula(text: string) {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes escapeFormula, so that an exported file imports back to the same text. */
export function unescapeFormula(text: string) {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export type CellValue = string | number | boolean | Date | null | undefined;

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

const isoDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

/** ISO dates (with or without a time), or day/month/year in the coach's chosen order with / . or -. */
export function parseDate(raw: CellValue, order: ImportDateFormat): string | null {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw.toISOString().slice(0, 10);
  if (typeof raw === 'number') return excelSerialDate(raw);
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text);
  if (!local) return null;
  const [first, second] = [Number(local[1]), Number(local[2])];
  const year = local[3]!.length === 2 ? 2000 + Number(local[3]) : Number(local[3]);
  return order === 'dmy' ? isoDate(year, second, first) : isoDate(year, first, second);
}

/** Excel's last day, 31 December 9999, as a serial number. */
const LAST_EXCEL_SERIAL = 2_958_465;
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);

/**
 * A date cell of a workbook read before its styles (the streaming reader meets the sheets first
 * when a file stores them first, as ours do) arrives as Excel's serial number: days since
 * 30 December 1899, a fraction being the time of day.
 */
function excelSerialDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > LAST_EXCEL_SERIAL) return null;
  return new Date(EXCEL_DAY_ZERO + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/** A number as people type it: '1.5', '1,5' (comma decimals), '1 234,5', '1,234.5'. */
export function parseNumber(raw: CellValue): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  let text = raw.trim().replace(/[\s\u00a0']/g, '');
  if (text === '') return null;
  if (text.includes(',') && text.includes('.')) {
    // The last separator is the decimal one.
    text =
      text.lastIndexOf(',') > text.lastIndexOf('.')
        ? text.replace(/\./g, '').replace(',', '.')
        : text.replace(/,/g, '');
  } else if (text.includes(',')) {
    text = text.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', '']);

/** The text of a cell as the file holds it, for previews and messages. */
export function cellText(raw: CellValue): string {
  if (raw === null || raw === undefined) return '';
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? '' : raw.toISOString().slice(0, 10);
  return String(raw);
}

/**
 * Turns one cell into the value the entity's zod schema expects, or a message naming the column.
 * Blank cells become undefined, so the schema's defaults and "required" messages apply.
 */
export function parseCell(column: ColumnDefinition, raw: CellValue, order: ImportDateFormat): Parsed {
  const text = typeof raw === 'string' ? unescapeFormula(raw.trim()) : raw;
  if (text === null || text === undefined || text === '') return { ok: true, value: undefined };
  const shown = cellText(text);
  switch (column.kind) {
    case 'text':
    case 'list':
      return { ok: true, value: shown };
    case 'date': {
      const date = parseDate(text, order);
      const expected = order === 'dmy' ? 'dd/mm/yyyy' : 'mm/dd/yyyy';
      return date
        ? { ok: true, value: date }
        : { ok: false, message: `${column.header}: '${shown}' is not a date (use yyyy-mm-dd or ${expected})` };
    }
    case 'integer':
    case 'decimal': {
      const number = parseNumber(text);
      if (number === null) return { ok: false, message: `${column.header}: '${shown}' is not a number` };
      if (column.kind === 'integer' && !Number.isInteger(number)) {
        return { ok: false, message: `${column.header}: '${shown}' is not a whole number` };
      }
      return { ok: true, value: number };
    }
    case 'boolean': {
      if (typeof text === 'boolean') return { ok: true, value: text };
      const word = shown.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: false };
      return { ok: false, message: `${column.header}: '${shown}' is not Yes or No` };
    }
    case 'choice': {
      const wanted = shown.trim().toLowerCase();
      const match = Object.entries(column.choices ?? {}).find(
        ([value, label]) => value === wanted || label.toLowerCase() === wanted,
      );
      if (match) return { ok: true, value: match[0] };
      const allowed = Object.values(column.choices ?? {}).join(', ');
      return { ok: false, message: `${column.header}: '${shown}' is not one of ${allowed}` };
    }
  }
}

/** Header text compared without case, spaces or punctuation: 'E-mail' matches 'email'. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Field key → file header for every field whose key or header appears among the file's headers. */
export function guessMapping(columns: ColumnDefinition[], headers: string[]) {
  const byKey = new Map(headers.map((header) => [headerKey(header), header]));
  const mapping: Record<string, string> = {};
  for (const column of columns) {
    const header = byKey.get(headerKey(column.header)) ?? byKey.get(headerKey(column.key));
    if (header !== undefined) mapping[column.key] = header;
  }
  return mapping;
}
