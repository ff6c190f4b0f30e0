import type { ZipArchive } from './archive';
import {
  MAX_CELL_FORMATS,
  MAX_NUMBER_FORMATS,
  MAX_STYLES_BYTES,
  stylesTooLarge,
  tooManyCellFormats,
  tooManyNumberFormats,
} from './limits';
import { scanPart } from './scan-part';
import { attributesOf, type XmlEvents } from './xml-scanner';

/** Excel's built-in number formats that show a date or a time (ECMA-376 part 1, 18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/**
 * Whether a number format shows a date: a day, month, year, hour or second code outside quoted
 * text, [brackets] (colours, locales, elapsed time), escaped characters and padding.
 */
export function isDateFormat(code: string) {
  const codes = code.replace(/"[^"]*"|\[[^\]]*\]|\\.|_.|\*.|general/gi, '');
  return /[dmyhsb]/i.test(codes);
}

const declaredCount = (attributes: string) => Number(attributesOf(attributes).count ?? 0);

/**
 * Which cell formats (by index, as a cell's `s` names them) show a date, read from the styles part
 * with the number and cell formats counted as they come: the security probe's 5 MB workbook held
 * 700,000 of each and took a process 15 s and 2.6 GB through exceljs (docs/performance.md).
 */
export async function readDateStyles(archive: ZipArchive, part: string | null): Promise<boolean[]> {
  if (!part) return [];
  const customDates = new Map<number, boolean>();
  const cellFormats: number[] = [];
  let numberFormats = 0;
  let inCellFormats = false;
  let styleFormats = 0;
  let inStyleFormats = false;
  const events: XmlEvents = {
    capturing: false,
    open(name, attributes) {
      switch (name) {
        case 'numFmts':
          if (declaredCount(attributes) > MAX_NUMBER_FORMATS) throw tooManyNumberFormats();
          break;
        case 'numFmt': {
          numberFormats += 1;
          if (numberFormats > MAX_NUMBER_FORMATS) throw tooManyNumberFormats();
          const format = attributesOf(attributes);
          customDates.set(Number(format.numFmtId), isDateFormat(format.formatCode ?? ''));
          break;
        }
        case 'cellXfs':
        case 'cellStyleXfs':
          if (declaredCount(attributes) > MAX_CELL_FORMATS) throw tooManyCellFormats();
          inCellFormats = name === 'cellXfs';
          inStyleFormats = name === 'cellStyleXfs';
          break;
        case 'xf':
          if (inCellFormats) {
            if (cellFormats.length >= MAX_CELL_FORMATS) throw tooManyCellFormats();
            cellFormats.push(Number(attributesOf(attributes).numFmtId ?? 0));
          } else if (inStyleFormats && ++styleFormats > MAX_CELL_FORMATS) {
            throw tooManyCellFormats();
          }
          break;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
      if (name === 'cellStyleXfs') inStyleFormats = false;
    },
    text() {},
  };
  await scanPart(archive, part, events, { maxBytes: MAX_STYLES_BYTES, tooLarge: stylesTooLarge });
  return cellFormats.map((id) => customDates.get(id) ?? BUILT_IN_DATE_FORMATS.has(id));
}
