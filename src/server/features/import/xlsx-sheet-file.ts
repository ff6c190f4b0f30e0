import type JSZip from 'jszip';

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
