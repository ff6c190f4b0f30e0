import { cellText } from '@/shared/domain/cell-values';
import type { ImportDateFormat, ImportTarget, PreviewRow } from '@/shared/schemas/export-import';
import { isIcfTotalsRow } from '@/shared/schemas/icf-log-import';
import { taskOutcome } from '../../lib/worker-pool/task-outcome';
import { readCsv } from './csv-reader';
import { packBatch, type PackedBatch } from './packed-batch';
import type { Sheet } from './sheet-table';
import { emptyBatch } from './import-batch';
import { resolveMapping, spreadsheetBatch } from './spreadsheet-import';
import { readXlsx } from './xlsx/read-xlsx';

export interface SpreadsheetInput {
  format: 'csv' | 'xlsx';
  bytes: ArrayBuffer;
  /** Its sheet of that name is read from a workbook (the first sheet when none has it). */
  sheetName: string;
  entity: ImportTarget;
  /** The coach's column mapping as the form sent it (JSON), or none: matched by header. */
  mapping: string | undefined;
  dateFormat: ImportDateFormat;
}

/** What the event loop gets back: the file's columns and mapping, a preview and the checked rows. */
export interface SpreadsheetRead {
  headers: string[];
  mapping: Record<string, string>;
  unknownColumns: string[];
  /** Required fields without a column: nothing was checked, the coach chooses columns first. */
  missing: string[];
  /** ICF log 'Total' rows left out. */
  totals: number;
  preview: PreviewRow[];
  batch: PackedBatch;
}

/** A preview shows the start of each value; a whole 32,767-character cell would only weigh the answer down. */
const PREVIEW_CHARACTERS = 200;

/** An ICF log without its 'Total' and 'Total hours' rows, and how many there were. */
function withoutTotals(sheet: Sheet, mapping: Record<string, string>) {
  const name = sheet.headers.indexOf(mapping.clientName ?? '');
  const start = sheet.headers.indexOf(mapping.startDate ?? '');
  const rows = sheet.rows.filter(
    (row) => !isIcfTotalsRow(cellText(row.cells[name]), start < 0 ? '' : cellText(row.cells[start])),
  );
  return { sheet: { ...sheet, rows }, totals: sheet.rows.length - rows.length };
}

const shortened = (row: PreviewRow): PreviewRow => ({
  ...row,
  values: Object.fromEntries(
    Object.entries(row.values).map(([key, value]) => [
      key,
      value.length > PREVIEW_CHARACTERS ? `${value.slice(0, PREVIEW_CHARACTERS - 1)}…` : value,
    ]),
  ),
});

/**
 * Runs in a worker thread (worker-tasks.ts, ADR 033): the upload read with its caps, matched to
 * the entity's columns and every row checked with the entity's form schema, so that the event
 * loop receives only what it writes and answers with.
 */
export function readSpreadsheetTask(input: SpreadsheetInput) {
  return taskOutcome(async (): Promise<SpreadsheetRead> => {
    const read = input.format === 'csv' ? readCsv(input.bytes) : await readXlsx(input.bytes, input.sheetName);
    const { mapping, unknownColumns, missing } = resolveMapping(input.entity, read.headers, input.mapping);
    const { sheet, totals } =
      input.entity === 'icfLog' && missing.length === 0 ? withoutTotals(read, mapping) : { sheet: read, totals: 0 };
    const answer = { headers: sheet.headers, mapping, unknownColumns, missing, totals };
    if (missing.length > 0) {
      const batch = emptyBatch();
      batch.totalRows = sheet.rows.length;
      return { ...answer, preview: [], batch: packBatch(batch) };
    }
    const { batch, preview } = await spreadsheetBatch(input.entity, sheet, mapping, input.dateFormat);
    return { ...answer, preview: preview.map(shortened), batch: packBatch(batch) };
  });
}
