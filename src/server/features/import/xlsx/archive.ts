import zlib from 'node:zlib';
import { AppError } from '../../../lib/app-error';
import { MAX_XLSX_ENTRIES, MAX_XLSX_UNPACKED_BYTES, notAWorkbook, tooManyParts, unpacksTooLarge } from './limits';

/** One file of a zip archive, as its central directory describes it. */
interface ZipEntry {
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Bytes handed on at a time: small enough that a cap stops the inflating soon after it is passed. */
const CHUNK_BYTES = 64 * 1024;

/**
 * A zip archive held in memory (an upload is at most 10 MB), read from its central directory.
 * Nothing is inflated until a part is asked for, and then only as fast as it is read: a part that
 * passes its cap stops its inflater there (`partChunks`), and the parts never asked for (images,
 * other sheets) cost nothing. The sizes an archive declares are summed to refuse an obvious bomb
 * at once, but never trusted: every part read is counted as it is inflated.
 */
export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  /** Unpacked bytes still allowed across every part read (MAX_XLSX_UNPACKED_BYTES in all). */
  private budget = MAX_XLSX_UNPACKED_BYTES;

  constructor(private readonly bytes: Buffer) {
    const end = this.endOfDirectory();
    const total = bytes.readUInt16LE(end + 10);
    const directoryOffset = bytes.readUInt32LE(end + 16);
    // 0xFFFF and 0xFFFFFFFF mark a zip64 archive, which no 10 MB workbook needs.
    if (total === 0xffff || directoryOffset === 0xffffffff) throw notAWorkbook();
    if (total > MAX_XLSX_ENTRIES) throw tooManyParts();
    let declared = 0;
    let at = directoryOffset;
    for (let index = 0; index < total; index += 1) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notAWorkbook();
      const nameLength = bytes.readUInt16LE(at + 28);
      const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
      declared += bytes.readUInt32LE(at + 24);
      this.entries.set(name, {
        encrypted: (bytes.readUInt16LE(at + 8) & 1) === 1,
        method: bytes.readUInt16LE(at + 10),
        compressedSize: bytes.readUInt32LE(at + 20),
        localHeaderOffset: bytes.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    }
    if (declared > MAX_XLSX_UNPACKED_BYTES) throw unpacksTooLarge();
  }

  /** The end-of-central-directory record: within the last 22 bytes plus a comment of up to 64 KB. */
  private endOfDirectory() {
    const last = this.bytes.length - 22;
    for (let at = last; at >= Math.max(0, last - 0xffff); at -= 1) {
      if (this.bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
    }
    throw notAWorkbook();
  }

  has(name: string) {
    return this.entries.has(name);
  }

  /** A part's stored (compressed) bytes, checked against the archive's bounds. */
  private stored(entry: ZipEntry) {
    const at = entry.localHeaderOffset;
    if (entry.encrypted || at + 30 > this.bytes.length || this.bytes.readUInt32LE(at) !== LOCAL_HEADER) {
      throw notAWorkbook();
    }
    const start = at + 30 + this.bytes.readUInt16LE(at + 26) + this.bytes.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) throw notAWorkbook();
    return this.bytes.subarray(start, end);
  }

  /**
   * The part's unpacked bytes, a chunk at a time. Past `maxBytes` (the part's own cap) the part's
   * `tooLarge` error is thrown; past what is left of the whole archive's budget, that one's.
   */
  async *partChunks(name: string, maxBytes: number, tooLarge: () => AppError): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw notAWorkbook();
    const stored = this.stored(entry);
    let unpacked = 0;
    const counted = (chunk: Buffer) => {
      unpacked += chunk.length;
      this.budget -= chunk.length;
      if (unpacked > maxBytes) throw tooLarge();
      if (this.budget < 0) throw unpacksTooLarge();
      return chunk;
    };
    if (entry.method === STORED) {
      for (let at = 0; at < stored.length; at += CHUNK_BYTES) yield counted(stored.subarray(at, at + CHUNK_BYTES));
      return;
    }
    if (entry.method !== DEFLATED) throw notAWorkbook();
    const inflater = zlib.createInflateRaw({ chunkSize: CHUNK_BYTES });
    inflater.end(stored);
    try {
      for await (const chunk of inflater) yield counted(chunk as Buffer);
    } catch (error) {
      throw error instanceof AppError ? error : notAWorkbook();
    } finally {
      inflater.destroy();
    }
  }
}

/** Opens an upload as a zip archive, or refuses it as not a workbook. */
export function openArchive(bytes: ArrayBuffer) {
  const buffer = Buffer.from(bytes);
  if (buffer.length < 22) throw notAWorkbook();
  return new ZipArchive(buffer);
}
