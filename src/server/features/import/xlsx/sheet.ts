import type { CellValue } from '@/shared/domain/cell-values';
import { cellTooLong, MAX_CELL_CHARACTERS, SheetTable } from '../sheet-table';
import type { ZipArchive } from './archive';
import { MAX_XLSX_UNPACKED_BYTES, unpacksTooLarge } from './limits';
import { scanPart } from './scan-part';
import { decodeXml, eachAttribute, type XmlEvents } from './xml-scanner';

export interface SheetContext {
  sharedStrings: string[];
  dateStyles: boolean[];
  date1904: boolean;
}

const DAY_MS = 86_400_000;
/** Day 0 of Excel's two date systems: 30 December 1899, and 1 January 1904 for old Mac workbooks. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A column's number (A = 1) from a cell reference such as 'AB12'; 0 when it has none. */
function columnOf(reference: string) {
  let column = 0;
  for (let at = 0; at < reference.length; at += 1) {
    const code = reference.charCodeAt(at);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    // Past Excel's last column (XFD): the reference is not one.
    if (column > 16_384) return 0;
  }
  return column;
}

/** A cell's value as Excel shows it: shared or inline text, a number, a date (by its style), Yes/No. */
function cellValue(type: string | undefined, raw: string, style: number, context: SheetContext): CellValue {
  switch (type) {
    case 's':
      return context.sharedStrings[Number(raw)] ?? null;
    case 'inlineStr':
    case 'str':
      return decodeXml(raw);
    case 'b':
      return raw.trim() === '' ? null : Number(raw) !== 0;
    case 'e':
      return decodeXml(raw);
    case 'd': {
      const date = new Date(raw.trim());
      return Number.isNaN(date.getTime()) ? decodeXml(raw) : date;
    }
    default: {
      if (raw.trim() === '') return null;
      const number = parseFloat(raw);
      if (Number.isNaN(number)) return null;
      if (!context.dateStyles[style]) return number;
      return new Date(Math.round((context.date1904 ? EPOCH_1904 : EPOCH_1900) + number * DAY_MS));
    }
  }
}

/**
 * The sheet's rows, read as the part streams in: each cell's value is worked out when its element
 * closes and goes straight into the capped table (sheet-table.ts), so the caps stop the read at
 * the first row, column, cell or length too many.
 */
export async function readSheetRows(archive: ZipArchive, part: string, context: SheetContext, table: SheetTable) {
  let inData = false;
  let row: CellValue[] = [];
  let line = '';
  let lastLine = 0;
  let column = 0;
  let type: string | undefined;
  let style = 0;
  let raw = '';
  let reference = 0;
  const readCell = (attribute: string, value: string) => {
    if (attribute === 'r') reference = columnOf(value);
    else if (attribute === 't') type = value;
    else if (attribute === 's') style = Number(value);
  };
  let inCell = false;
  let inInline = false;
  let inlineText = false;
  let phonetic = 0;
  const events: XmlEvents = {
    capturing: false,
    open(name, attributes) {
      if (name === 'sheetData') {
        inData = true;
      } else if (!inData) {
        return;
      } else if (name === 'row') {
        let number = 0;
        eachAttribute(attributes, (attribute, value) => {
          if (attribute === 'r') number = Number(value);
        });
        lastLine = Number.isInteger(number) && number > 0 ? number : lastLine + 1;
        line = String(lastLine);
        row = [];
        column = 0;
      } else if (name === 'c') {
        reference = 0;
        type = undefined;
        style = 0;
        eachAttribute(attributes, readCell);
        column = reference || column + 1;
        raw = '';
        inCell = true;
        inlineText = false;
      } else if (name === 'is') {
        inInline = true;
        inlineText = true;
      } else if (name === 'rPh') {
        phonetic += 1;
      } else if (inCell && phonetic === 0 && (name === 'v' || (name === 't' && inInline))) {
        this.capturing = true;
      }
    },
    close(name) {
      if (name === 'v' || name === 't') {
        this.capturing = false;
      } else if (name === 'rPh') {
        phonetic -= 1;
      } else if (name === 'is') {
        inInline = false;
      } else if (name === 'c' && inCell) {
        inCell = false;
        // Some writers leave out an inline string's `t="inlineStr"`; its `<is>` says it.
        const value = cellValue(inlineText ? 'inlineStr' : type, raw, style, context);
        SheetTable.checkColumn(column, value);
        if (typeof value === 'string') SheetTable.checkLength(value, line);
        if (value !== null && value !== '' && column > 0) row[column - 1] = value;
      } else if (name === 'row') {
        for (let at = 0; at < row.length; at += 1) row[at] ??= null;
        table.add(row, line);
      } else if (name === 'sheetData') {
        inData = false;
      }
    },
    text(piece) {
      raw += piece;
      // Escaped text is at most a few times longer than the text it stands for.
      if (raw.length > MAX_CELL_CHARACTERS * 8) throw cellTooLong(line);
    },
  };
  await scanPart(archive, part, events, { maxBytes: MAX_XLSX_UNPACKED_BYTES, tooLarge: unpacksTooLarge });
}
