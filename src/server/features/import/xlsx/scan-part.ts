import { TextDecoder } from 'node:util';
import type { AppError } from '../../../lib/app-error';
import type { ZipArchive } from './archive';
import { notAWorkbook } from './limits';
import { XmlScanner, type XmlEvents } from './xml-scanner';

/** Streams one part of the archive through the XML scanner, stopping at the part's byte cap. */
export async function scanPart(
  archive: ZipArchive,
  part: string,
  events: XmlEvents,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: () => AppError },
) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const scanner = new XmlScanner(events);
  for await (const chunk of archive.partChunks(part, maxBytes, tooLarge)) {
    scanner.write(decoded(decoder, chunk));
  }
  scanner.write(decoded(decoder));
  scanner.end();
}

function decoded(decoder: TextDecoder, chunk?: Buffer) {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  } catch {
    // Workbook parts are UTF-8; anything else is not a file Excel wrote.
    throw notAWorkbook();
  }
}
