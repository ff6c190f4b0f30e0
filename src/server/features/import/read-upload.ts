import { MAX_IMPORT_BYTES } from '@/shared/schemas/export-import';
import { AppError } from '../../lib/app-error';
import type { Workers } from '../../worker-tasks';
import type { Sheet } from './read-sheet.task';

/** The uploaded file, refused when missing, empty or over 10 MB. */
export function uploadedFile(value: unknown): File {
  if (!(value instanceof File) || value.size === 0) throw new AppError('BAD_REQUEST', 'Choose a file to import.');
  if (value.size > MAX_IMPORT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB.');
  return value;
}

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name) || file.type.includes('spreadsheetml');

/** A CSV file, or a workbook's sheet with this name (else its first), read in a worker thread. */
export async function readSheet(workers: Workers, file: File, sheetName: string): Promise<Sheet> {
  const bytes = await file.arrayBuffer();
  return workers.run(
    'readSheet',
    { format: isXlsx(file) ? 'xlsx' : 'csv', bytes, sheetName },
    {
      transferList: [bytes],
      tooHeavy: 'The file is too complex to read. Save it again with fewer columns or rows, or as CSV, and try again.',
    },
  );
}
