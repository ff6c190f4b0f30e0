import { AppError } from '../../../lib/app-error';
import { formatWholeNumber as count } from '@/shared/domain/decimal';

/**
 * What one uploaded workbook may hold, checked while its parts are read (ASVS 5.2.3). An .xlsx is a
 * zip of XML parts; the reader inflates only the parts it needs (the workbook's index, its styles,
 * its shared texts and the one sheet imported), counts their bytes and entries as they come, and
 * stops at the first cap passed, before the heavy part is built.
 */
/** A workbook of 50,000 long rows unpacks to a few tens of MB; far more is a bomb. */
export const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** A workbook holds a few dozen parts (sheets, styles, relationships); thousands are not a workbook. */
export const MAX_XLSX_ENTRIES = 500;
/** The workbook's index parts (relationships, the list of sheets): kilobytes in any real file. */
export const MAX_XLSX_INDEX_BYTES = 4 * 1024 * 1024;
/**
 * Distinct texts in the shared-strings part. Excel keeps every text of the workbook there once; a
 * 50,000-row logbook has at most four free-text columns (notes, goals set and achieved,
 * follow-up), and names, dates and choices repeat. The security probe's stalls held 400,000 and
 * 999,000 (docs/performance.md).
 */
export const MAX_SHARED_STRINGS = 200_000;
export const MAX_SHARED_STRINGS_BYTES = 40 * 1024 * 1024;
/** Number formats: Excel itself allows between 200 and 250 custom ones in a workbook. */
export const MAX_NUMBER_FORMATS = 1_000;
/** Cell formats: Excel's own limit is 64,000 per workbook. */
export const MAX_CELL_FORMATS = 64_000;
/** A styles part of 64,000 formats and their fonts, fills and borders stays well under this. */
export const MAX_STYLES_BYTES = 16 * 1024 * 1024;
/** Markup (a tag, a comment) longer than this in one piece is not a spreadsheet's. */
export const MAX_MARKUP_CHARACTERS = 1024 * 1024;

const rejected = (message: string) => new AppError('BAD_REQUEST', message);
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const notAWorkbook = () => rejected('The file is not an Excel workbook (.xlsx).');
export const unpacksTooLarge = () =>
  rejected(`The workbook unpacks to more than ${megabytes(MAX_XLSX_UNPACKED_BYTES)}. Split it into smaller files.`);
export const tooManyParts = () =>
  rejected(`The workbook has more than ${MAX_XLSX_ENTRIES} parts. Save it again from Excel and try again.`);
export const indexTooLarge = () =>
  rejected(
    `The workbook's list of sheets is larger than ${megabytes(MAX_XLSX_INDEX_BYTES)}. Save it again from Excel and try again.`,
  );
export const tooManySharedStrings = () =>
  rejected(`The workbook holds more than ${count(MAX_SHARED_STRINGS)} different texts. Split it into smaller files.`);
export const sharedStringsTooLarge = () =>
  rejected(`The workbook's texts take more than ${megabytes(MAX_SHARED_STRINGS_BYTES)}. Split it into smaller files.`);
export const tooManyNumberFormats = () =>
  rejected(
    `The workbook has more than ${count(MAX_NUMBER_FORMATS)} number formats. Save the sheet as CSV and import that.`,
  );
export const tooManyCellFormats = () =>
  rejected(
    `The workbook has more than ${count(MAX_CELL_FORMATS)} cell formats. Save the sheet as CSV and import that.`,
  );
export const stylesTooLarge = () =>
  rejected(
    `The workbook's formatting takes more than ${megabytes(MAX_STYLES_BYTES)}. Save the sheet as CSV and import that.`,
  );
