import JSZip from 'jszip';
import { AppError } from '../../lib/app-error';

/** An .xlsx is a zip: a workbook of 50,000 long rows unpacks to a few tens of MB; far more is a bomb. */
export const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** A workbook holds a few dozen parts (sheets, styles, relationships); thousands are not a workbook. */
export const MAX_XLSX_ENTRIES = 500;

const rejected = (message: string) => new AppError('BAD_REQUEST', message);
const tooLarge = () =>
  rejected(
    `The workbook unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  );

/** Unpacks one entry, counting its bytes, and stops as soon as the whole archive passes the limit. */
function countEntry(entry: JSZip.JSZipObject, unpackedBefore: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let unpacked = unpackedBefore;
    const stream = entry.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        if (unpacked > MAX_XLSX_UNPACKED_BYTES) {
          stream.pause();
          reject(tooLarge());
        }
      })
      .on('error', () => reject(rejected('The file is not an Excel workbook (.xlsx).')))
      .on('end', () => resolve(unpacked));
  });
}

/**
 * Refuses a zip bomb before exceljs streams it (ASVS 5.2.3): too many entries, or
 * more than MAX_XLSX_UNPACKED_BYTES once unpacked. The bytes are counted as they are inflated,
 * not taken from the sizes the archive declares, which a crafted file can understate.
 */
export async function checkXlsxLimits(bytes: ArrayBuffer): Promise<JSZip> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw rejected('The file is not an Excel workbook (.xlsx).');
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  if (entries.length > MAX_XLSX_ENTRIES) {
    throw rejected(`The workbook has more than ${MAX_XLSX_ENTRIES} parts. Save it again from Excel and try again.`);
  }
  let unpacked = 0;
  for (const entry of entries) unpacked = await countEntry(entry, unpacked);
  return zip;
}
