import { MAX_IMPORT_COLUMNS } from '@/shared/schemas/export-import';
import { AppError } from '../../lib/app-error';
import {
  cellTooLong,
  MAX_CELL_CHARACTERS,
  MAX_LINE_COLUMNS,
  SheetTable,
  tooManyColumns,
  type Sheet,
} from './sheet-table';
import { utf8Text } from './utf8-text';

const QUOTE = 34;
const CR = 13;
const LF = 10;
/** What spreadsheets save CSV with: commas, semicolons where the comma is the decimal mark, tabs, bars. */
const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter the header line uses most (outside quotes); a comma when it has none. */
function guessDelimiter(text: string) {
  const counts = new Map(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (let at = 0; at < text.length && at < 65_536; at += 1) {
    const character = text[at]!;
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  let best = ',';
  for (const [delimiter, found] of counts) if (found > counts.get(best)!) best = delimiter;
  return best;
}

/**
 * A CSV file as headers and rows, read one record at a time (RFC 4180: quoted values, doubled
 * quotes, line breaks inside quotes; CRLF, LF or CR line ends). Each value goes into the capped
 * table as it is read (sheet-table.ts): the 50,001st row, a value past the 40th column, a line of
 * more than 16,384 columns or a cell longer than Excel allows stops the read there, instead of
 * after the whole 10 MB file is parsed (the security probe's 5-million-row file held a process
 * 8.6 s, and a line of a million columns came back as a 19.8 MB answer). Lines are numbered as a
 * spreadsheet numbers the file's records, blank ones included. Runs in a worker thread (ADR 033).
 */
export function readCsv(bytes: ArrayBuffer): Sheet {
  const text = utf8Text(new Uint8Array(bytes));
  const delimiter = guessDelimiter(text).charCodeAt(0);
  const table = new SheetTable();
  const end = text.length;
  let record = 1;
  let row: string[] = [];
  let columns = 0;
  let blank = true;
  let at = 0;
  for (;;) {
    let value: string;
    if (text.charCodeAt(at) === QUOTE) {
      value = '';
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new AppError('BAD_REQUEST', `Line ${record}: a quoted value is never closed.`);
        value += text.slice(from, quote);
        if (value.length > MAX_CELL_CHARACTERS) throw cellTooLong(String(record));
        if (text.charCodeAt(quote + 1) !== QUOTE) {
          at = quote + 1;
          break;
        }
        value += '"';
        from = quote + 2;
      }
    } else {
      value = '';
    }
    // An unquoted value, or what follows a closing quote, runs to the delimiter or the line's end.
    const start = at;
    for (; at < end; at += 1) {
      const code = text.charCodeAt(at);
      if (code === delimiter || code === LF || code === CR) break;
    }
    if (at > start) value += text.slice(start, at);
    if (value.length > MAX_CELL_CHARACTERS) throw cellTooLong(String(record));

    columns += 1;
    if (columns > MAX_LINE_COLUMNS) throw tooManyColumns();
    if (columns <= MAX_IMPORT_COLUMNS) row.push(value);
    else SheetTable.checkColumn(columns, value);
    if (value.trim() !== '') blank = false;

    const code = text.charCodeAt(at);
    if (code === delimiter) {
      at += 1;
      continue;
    }
    // Papa Parse's 'greedy' rule, kept from before: a line of blank values is no row.
    if (!blank) table.add(row, String(record));
    if (at >= end) break;
    at += code === CR && text.charCodeAt(at + 1) === LF ? 2 : 1;
    if (at >= end) break;
    record += 1;
    row = [];
    columns = 0;
    blank = true;
  }
  return table.finish();
}
