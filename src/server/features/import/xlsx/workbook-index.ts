import type { ZipArchive } from './archive';
import { indexTooLarge, MAX_XLSX_INDEX_BYTES } from './limits';
import { scanPart } from './scan-part';
import { attributesOf, type XmlEvents } from './xml-scanner';

/** Where the parts of the sheet to import are, and how the workbook counts its dates. */
export interface WorkbookIndex {
  /** The workbook part, when the archive has one. */
  workbook: string | null;
  sheet: string | null;
  sharedStrings: string | null;
  styles: string | null;
  date1904: boolean;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** Attributes of every element with this name in a small part. */
async function elementsOf(archive: ZipArchive, part: string, wanted: Set<string>) {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const events: XmlEvents = {
    capturing: false,
    open(name, attributes) {
      if (wanted.has(name)) found.push({ name, attributes: attributesOf(attributes) });
    },
    close() {},
    text() {},
  };
  await scanPart(archive, part, events, { maxBytes: MAX_XLSX_INDEX_BYTES, tooLarge: indexTooLarge });
  return found;
}

const folderOf = (part: string) => part.slice(0, part.lastIndexOf('/') + 1);

/** A relationship's target as a part name: absolute ('/xl/…') or relative to the source's folder. */
function resolve(folder: string, target: string) {
  const segments: string[] = [];
  for (const segment of (target.startsWith('/') ? target.slice(1) : folder + target).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

async function relationshipsOf(archive: ZipArchive, part: string): Promise<Relationship[]> {
  const folder = folderOf(part);
  const rels = `${folder}_rels/${part.slice(folder.length)}.rels`;
  if (!archive.has(rels)) return [];
  const elements = await elementsOf(archive, rels, new Set(['Relationship']));
  return elements.map(({ attributes }) => ({
    id: attributes.Id ?? '',
    type: attributes.Type ?? '',
    target: resolve(folder, attributes.Target ?? ''),
  }));
}

const typed = (relationships: Relationship[], type: string) =>
  relationships.find((relationship) => relationship.type.endsWith(`/${type}`))?.target ?? null;

const existing = (archive: ZipArchive, part: string | null) => (part && archive.has(part) ? part : null);

/**
 * Finds the sheet called `sheetName` (or the workbook's first sheet) through the workbook's own
 * index: the package's relationships name the workbook part, whose list of sheets and
 * relationships name the sheet, shared-strings and styles parts.
 */
export async function readWorkbookIndex(archive: ZipArchive, sheetName: string): Promise<WorkbookIndex> {
  const workbook = typed(await relationshipsOf(archive, ''), 'officeDocument') ?? 'xl/workbook.xml';
  if (!archive.has(workbook))
    return { workbook: null, sheet: null, sharedStrings: null, styles: null, date1904: false };
  const elements = await elementsOf(archive, workbook, new Set(['sheet', 'workbookPr']));
  const relationships = await relationshipsOf(archive, workbook);
  const sheets = elements.filter((element) => element.name === 'sheet').map((element) => element.attributes);
  const sheet = sheets.find((attributes) => attributes.name === sheetName) ?? sheets[0];
  // The relationships namespace is `r:` in every writer met so far; its prefix is not fixed.
  const id = Object.entries(sheet ?? {}).find(([name]) => name.endsWith(':id'))?.[1];
  const sheetPart = relationships.find((relationship) => relationship.id === id)?.target ?? null;
  const properties = elements.find((element) => element.name === 'workbookPr')?.attributes;
  return {
    workbook,
    sheet: existing(archive, sheetPart),
    sharedStrings: existing(archive, typed(relationships, 'sharedStrings')),
    styles: existing(archive, typed(relationships, 'styles')),
    date1904: properties?.date1904 === '1' || properties?.date1904 === 'true',
  };
}
