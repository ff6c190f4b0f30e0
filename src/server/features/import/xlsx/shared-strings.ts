import { MAX_CELL_CHARACTERS, cellTooLong } from '../sheet-table';
import type { ZipArchive } from './archive';
import { MAX_SHARED_STRINGS, MAX_SHARED_STRINGS_BYTES, sharedStringsTooLarge, tooManySharedStrings } from './limits';
import { scanPart } from './scan-part';
import { attributesOf, decodeXml, type XmlEvents } from './xml-scanner';

/**
 * The workbook's shared texts, which its cells name by number: each `<si>` is one text, its
 * `<t>` runs joined (rich text) and its phonetic guides (`<rPh>`) left out. Counted and sized as
 * they come; a table that declares more texts than allowed is refused before any is read.
 */
export async function readSharedStrings(archive: ZipArchive, part: string | null): Promise<string[]> {
  if (!part) return [];
  const strings: string[] = [];
  let current = '';
  let raw = '';
  let phonetic = 0;
  const events: XmlEvents = {
    capturing: false,
    open(name, attributes) {
      if (name === 'sst' && Number(attributesOf(attributes).uniqueCount ?? 0) > MAX_SHARED_STRINGS) {
        throw tooManySharedStrings();
      } else if (name === 'si') {
        if (strings.length >= MAX_SHARED_STRINGS) throw tooManySharedStrings();
        current = '';
      } else if (name === 'rPh') {
        phonetic += 1;
      } else if (name === 't' && phonetic === 0) {
        raw = '';
        this.capturing = true;
      }
    },
    close(name) {
      if (name === 't' && this.capturing) {
        this.capturing = false;
        current += decodeXml(raw);
        if (current.length > MAX_CELL_CHARACTERS) throw cellTooLong();
      } else if (name === 'rPh') {
        phonetic -= 1;
      } else if (name === 'si') {
        strings.push(current);
      }
    },
    text(piece) {
      raw += piece;
      // Escaped text is at most a few times longer than the text it stands for.
      if (raw.length > MAX_CELL_CHARACTERS * 8) throw cellTooLong();
    },
  };
  await scanPart(archive, part, events, { maxBytes: MAX_SHARED_STRINGS_BYTES, tooLarge: sharedStringsTooLarge });
  return strings;
}
