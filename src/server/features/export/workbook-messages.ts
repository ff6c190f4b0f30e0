/**
 * What the event loop and the workbook-writing thread say to each other (ADR 033): the event loop
 * reads the rows from the database a page at a time and sends them; the thread turns them into
 * the .xlsx file's bytes and sends those back as they are made.
 */
export type Cell = string | number | Date | null;

export interface SheetColumn {
  /** The column's title in the sheet's first row (bold); a sheet whose columns have none has no title row. */
  header?: string;
  width: number;
  /** An Excel number format for the column: 'yyyy-mm-dd' for dates, '0.00' for hours. */
  numFmt?: string;
}

export interface SheetSpec {
  name: string;
  columns: SheetColumn[];
  /** The title row stays in view while the coach scrolls. */
  frozenHeader?: boolean;
}

export interface RowStyle {
  bold?: boolean;
  size?: number;
}

/** To the thread: each is answered with `ready` once written, so that rows never pile up there. */
export type ToWriter =
  { type: 'sheet'; spec: SheetSpec } | { type: 'rows'; rows: Cell[][]; style?: RowStyle } | { type: 'end' };

/** From the thread: the file's bytes as they are made, then `done` after the last of them. */
export type FromWriter = { type: 'ready' } | { type: 'chunk'; bytes: Uint8Array } | { type: 'done' };
