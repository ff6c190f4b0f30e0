import Papa from 'papaparse';
import {
  type ColumnDefinition,
  spreadsheetColumns,
  spreadsheetFileNames,
  spreadsheetKeys,
  type SpreadsheetKey,
} from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { exportPages } from './export-pages';
import { loadExportedClients } from './export-rows';
import { rowCells } from './spreadsheet-cells';
import type { WorkbookBuilder } from './workbook-download';

/** Excel opens a CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/** One entity or accreditation record list as CSV, written a page at a time. */
export async function writeEntityCsv(
  db: Database,
  userId: string,
  entity: SpreadsheetKey,
  write: (text: string) => Promise<unknown>,
) {
  const columns = spreadsheetColumns[entity];
  await write(BOM + Papa.unparse([columns.map((column) => column.header)]) + '\r\n');
  const exportedClients = await loadExportedClients(db, userId);
  for await (const page of exportPages(db, userId, entity, exportedClients)) {
    await write(Papa.unparse(page.map((row) => rowCells(columns, row, 'csv'))) + '\r\n');
  }
}

/** Column widths that fit most values, so the workbook opens readable. */
export const widthFor = (header: string) => Math.min(Math.max(header.length + 4, 14), 40);

/** A list's columns as a sheet's: titled, sized to their titles, dates shown as dates. */
export const sheetColumns = (columns: ColumnDefinition[]) =>
  columns.map((column) => ({
    header: column.header,
    width: widthFor(column.header),
    ...(column.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : {}),
  }));

/** The workbook's content: one sheet per list, its rows read and sent a page at a time. */
export function fullWorkbook(db: Database, userId: string) {
  return async (book: WorkbookBuilder) => {
    const exportedClients = await loadExportedClients(db, userId);
    for (const entity of spreadsheetKeys) {
      const columns = spreadsheetColumns[entity];
      await book.sheet({ name: spreadsheetFileNames[entity], columns: sheetColumns(columns), frozenHeader: true });
      for await (const page of exportPages(db, userId, entity, exportedClients)) {
        await book.rows(page.map((row) => rowCells(columns, row, 'xlsx')));
      }
    }
  };
}
