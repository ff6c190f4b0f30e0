import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  spreadsheetColumns,
  spreadsheetFileNames,
  spreadsheetKeys,
  type SpreadsheetKey,
} from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { exportPages } from './export-pages';
import { loadExportedClients } from './export-rows';
import { rowCells } from './spreadsheet-cells';

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
const widthFor = (header: string) => Math.min(Math.max(header.length + 4, 14), 40);

/**
 * The workbook, one sheet per entity, streamed through exceljs' writer: each row is committed
 * (written out and released) as soon as it is added.
 */
export function streamWorkbook(db: Database, userId: string) {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const done = (async () => {
    const exportedClients = await loadExportedClients(db, userId);
    for (const entity of spreadsheetKeys) {
      const columns = spreadsheetColumns[entity];
      const sheet = workbook.addWorksheet(spreadsheetFileNames[entity], { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((column) => ({
        header: column.header,
        key: column.key,
        width: widthFor(column.header),
        style: column.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : {},
      }));
      sheet.getRow(1).font = { bold: true };
      for await (const page of exportPages(db, userId, entity, exportedClients)) {
        for (const row of page) sheet.addRow(rowCells(columns, row, 'xlsx')).commit();
      }
      sheet.commit();
    }
    await workbook.commit();
  })();
  done.catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
