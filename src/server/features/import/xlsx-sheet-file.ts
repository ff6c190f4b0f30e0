import JSZip from 'jszip';

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? name);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/**
 * The N of `xl/worksheets/sheetN.xml` that holds the sheet with this name. exceljs' streaming
 * reader calls every sheet `Sheet<N>`, whatever the workbook names it, so the name is looked up in
 * the workbook's own index (`xl/workbook.xml` and its relationships) before the sheet is streamed.
 */
export async function sheetFileNumber(zip: JSZip, sheetName: string): Promise<number | null> {
  const workbook = await zip.file('xl/workbook.xml')?.async('string');
  const relationships = await zip.file('xl/_rels/workbook.xml.rels')?.async('string');
  if (!workbook || !relationships) return null;
  const sheet = [...workbook.matchAll(/<sheet\b[^>]*>/g)].find(
    ([tag]) => unescapeXml(attribute(tag, 'name') ?? '') === sheetName,
  );
  const relationshipId = sheet && attribute(sheet[0], 'r:id');
  if (!relationshipId) return null;
  const target = [...relationships.matchAll(/<Relationship\b[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => attribute(tag, 'Id') === relationshipId);
  const number = target && /sheet(\d+)\.xml$/.exec(attribute(target, 'Target') ?? '');
  return number ? Number(number[1]) : null;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The workbook rewritten (stored, not compressed) with its other parts first and only the sheet to
 * import: exceljs' streaming reader parks sheets that come before the shared strings in temporary
 * files, and reads them before the styles that tell a date from a number.
 */
export async function workbookWithOnlySheet(zip: JSZip, sheetName: string): Promise<Buffer> {
  const number = await sheetFileNumber(zip, sheetName);
  const sheets = Object.keys(zip.files)
    .map((path) => WORKSHEET.exec(path))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const kept = sheets.find((match) => Number(match[1]) === number) ?? sheets[0];
  const output = new JSZip();
  for (const [path, entry] of Object.entries(zip.files)) {
    if (entry.dir || path.startsWith('xl/worksheets/')) continue;
    output.file(path, await entry.async('uint8array'));
  }
  if (kept) output.file(kept[0], await zip.file(kept[0])!.async('uint8array'));
  return output.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
