import JSZip from 'jszip';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A column's letters from its index (0 = A). */
export const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/** An inline-string cell, as hand-made files and some exporters write text. */
export const inlineCell = (row: number, column: number, text: string) =>
  `<c r="${columnName(column)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** `<row>` elements of inline-string cells, `cell` giving each cell's text. */
export function inlineRows(rows: number, columns: number, cell: (row: number, column: number) => string) {
  const parts: string[] = [];
  for (let row = 1; row <= rows; row += 1) {
    let cells = '';
    for (let column = 0; column < columns; column += 1) cells += inlineCell(row, column, cell(row, column));
    parts.push(`<row r="${row}">${cells}</row>`);
  }
  return parts.join('');
}

/**
 * A minimal .xlsx written by hand, part by part, so that a test can make any part as large or as
 * strange as an attacker would (the security probe's workbooks were made the same way): one
 * sheet called `sheetName`, with optional shared-strings and styles parts.
 */
export async function handMadeWorkbook({
  sheetData,
  sheetName = 'clients',
  sharedStrings,
  styles,
  compressionLevel = 6,
}: {
  sheetData: string;
  sheetName?: string;
  sharedStrings?: string;
  styles?: string;
  compressionLevel?: number;
}) {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  const related = [`<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>`];
  if (sharedStrings !== undefined) {
    related.push(`<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>`);
    zip.file('xl/sharedStrings.xml', `<?xml version="1.0" encoding="UTF-8"?>${sharedStrings}`);
  }
  if (styles !== undefined) {
    related.push(`<Relationship Id="rId3" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`);
    zip.file('xl/styles.xml', `<?xml version="1.0" encoding="UTF-8"?>${styles}`);
  }
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}">${related.join('')}</Relationships>`,
  );
  zip.file(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
  );
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: compressionLevel },
  });
}

/** A shared-strings part of `count` texts made by `text`, declaring `declared` of them. */
export function sharedStringsOf(count: number, text: (index: number) => string, declared = count) {
  const items: string[] = [];
  for (let index = 0; index < count; index += 1) items.push(`<si><t>${text(index)}</t></si>`);
  return `<sst xmlns="${MAIN}" count="${declared}" uniqueCount="${declared}">${items.join('')}</sst>`;
}

/** A styles part with these custom number formats and cell formats (each naming a number format). */
export function stylesOf(numberFormats: { id: number; code: string }[], cellFormats: number[], extra = '') {
  const formats = numberFormats.map(({ id, code }) => `<numFmt numFmtId="${id}" formatCode="${code}"/>`).join('');
  const cells = cellFormats.map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0"/>`).join('');
  return `<styleSheet xmlns="${MAIN}"><numFmts>${formats}</numFmts>${extra}<cellXfs>${cells}</cellXfs></styleSheet>`;
}

const SESSION_HEADERS = [
  'Client',
  'Date',
  'Duration (minutes)',
  'Notes',
  ...Array.from({ length: 16 }, (_, index) => `Extra ${index + 1}`),
];

/**
 * The largest workbook the caps allow, as a coach could send it: a million cells (3.4 MB), the
 * title row and 49,999 coaching sessions of 20 columns, 500 clients with a session a week each
 * (the title row counted among the cells, as the reader before issue 28 counted it). Every row is
 * valid, so all of it is read, checked and planned.
 */
export function largestSessionsWorkbook() {
  return handMadeWorkbook({
    sheetName: 'coaching-sessions',
    sheetData: inlineRows(50_000, SESSION_HEADERS.length, (row, column) => {
      if (row === 1) return SESSION_HEADERS[column]!;
      const index = row - 2;
      if (column === 0) return `Client ${index % 500}`;
      if (column === 1) {
        const day = new Date(Date.UTC(2022, 0, 3 + 7 * Math.floor(index / 500) + (index % 5)));
        return day.toISOString().slice(0, 10);
      }
      if (column === 2) return '60';
      return `Session ${index} note ${column}`;
    }),
  });
}
