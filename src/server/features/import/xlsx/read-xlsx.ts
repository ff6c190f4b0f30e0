import { AppError } from '../../../lib/app-error';
import { SheetTable, type Sheet } from '../sheet-table';
import { openArchive } from './archive';
import { notAWorkbook } from './limits';
import { readSharedStrings } from './shared-strings';
import { readSheetRows } from './sheet';
import { readDateStyles } from './styles';
import { readWorkbookIndex } from './workbook-index';

/**
 * The workbook's sheet called `sheetName` (or its first sheet) as headers and rows, the rows
 * numbered as in the spreadsheet. The parts are read in the order the sheet needs them — the
 * index, the styles (which cells are dates), the shared texts, then the sheet — each with its caps
 * (limits.ts, sheet-table.ts) checked as it streams. Runs in a worker thread (ADR 033).
 */
export async function readXlsx(bytes: ArrayBuffer, sheetName: string): Promise<Sheet> {
  const archive = openArchive(bytes);
  const index = await readWorkbookIndex(archive, sheetName);
  if (!index.sheet) throw index.workbook ? new AppError('BAD_REQUEST', 'The workbook has no sheets.') : notAWorkbook();
  const dateStyles = await readDateStyles(archive, index.styles);
  const sharedStrings = await readSharedStrings(archive, index.sharedStrings);
  const table = new SheetTable();
  await readSheetRows(archive, index.sheet, { sharedStrings, dateStyles, date1904: index.date1904 }, table);
  return table.finish();
}
