import { MAX_IMPORT_BYTES } from '@/shared/schemas/export-import';
import { AppError } from '../../lib/app-error';
import type { Workers } from '../../worker-tasks';
import type { SpreadsheetInput } from './spreadsheet.task';

/** The uploaded file, refused when missing, empty or over 10 MB. */
export function uploadedFile(value: unknown): File {
  if (!(value instanceof File) || value.size === 0) throw new AppError('BAD_REQUEST', 'Choose a file to import.');
  if (value.size > MAX_IMPORT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB.');
  return value;
}

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name) || file.type.includes('spreadsheetml');

const tooHeavy = 'The file is too complex to read. Save it again with fewer columns or rows, or as CSV, and try again.';

/** A CSV file or a workbook's sheet, read and checked row by row in a worker thread. */
export async function readSpreadsheet(
  workers: Workers,
  file: File,
  options: Omit<SpreadsheetInput, 'format' | 'bytes'>,
) {
  const bytes = await file.arrayBuffer();
  return workers.run(
    'readSpreadsheet',
    { ...options, format: isXlsx(file) ? 'xlsx' : 'csv', bytes },
    { transferList: [bytes], tooHeavy },
  );
}

/** A backup file, parsed and checked in a worker thread. */
export async function readBackup(workers: Workers, file: File) {
  const bytes = await file.arrayBuffer();
  return workers.run(
    'readBackup',
    { bytes },
    { transferList: [bytes], tooHeavy: 'The backup is too complex to read. Check that it is a Coach Logbook backup.' },
  );
}
