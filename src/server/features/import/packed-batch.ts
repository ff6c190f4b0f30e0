import { backupKeys, type BackupKey, type RowProblem } from '@/shared/schemas/export-import';
import { emptyBatch, type ImportBatch } from './import-batch';
import { nextTurn } from '../../lib/next-turn';

/** Problems listed in one answer; the count says how many there are in all. */
export const LISTED_PROBLEMS = 200;
/** A problem's message as the answer lists it: a cell quoted whole could make it 32,000 characters. */
const MESSAGE_CHARACTERS = 300;
/** Rows per piece of JSON text: one piece is parsed between two turns of the event loop. */
const ROWS_PER_PIECE = 500;

/**
 * An import batch as it leaves a worker thread: each list as pieces of JSON text, the problems
 * cut to those the answer lists. Measured on this machine (docs/performance.md), handing 50,000
 * rows back as objects held the main thread's event loop for about a second while it rebuilt them
 * (a structured clone is rebuilt in one go, on the receiving thread — why ADR 027 first kept the
 * parse out of a worker); strings are copied, not rebuilt, and parsed a piece per turn.
 */
export interface PackedBatch {
  lists: Partial<Record<BackupKey, string[]>>;
  problems: RowProblem[];
  problemCount: number;
  totalRows: number;
}

const brief = (message: string) =>
  message.length > MESSAGE_CHARACTERS ? `${message.slice(0, MESSAGE_CHARACTERS - 1)}…` : message;

/** In the worker: the batch as text pieces (dates travel as ISO strings). */
export function packBatch(batch: ImportBatch): PackedBatch {
  const lists: PackedBatch['lists'] = {};
  for (const key of backupKeys) {
    const rows = batch[key];
    if (rows.length === 0) continue;
    const pieces: string[] = [];
    for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
      pieces.push(JSON.stringify(rows.slice(start, start + ROWS_PER_PIECE)));
    }
    lists[key] = pieces;
  }
  return {
    lists,
    problems: batch.errors
      .slice(0, LISTED_PROBLEMS)
      .map((problem) => ({ ...problem, message: brief(problem.message) })),
    problemCount: batch.errors.length,
    totalRows: batch.totalRows,
  };
}

/** A backup row's creation time is the one date a batch holds as a Date. */
const revive = (key: string, value: unknown) =>
  key === 'createdAt' && typeof value === 'string' ? new Date(value) : value;

/**
 * On the event loop: the batch back, a piece per turn, so that other requests are answered
 * between two pieces. `errors` holds the listed problems; `problemCount` says how many there were.
 */
export async function unpackBatch(packed: PackedBatch): Promise<{ batch: ImportBatch; problemCount: number }> {
  const batch = emptyBatch();
  batch.totalRows = packed.totalRows;
  batch.errors = packed.problems;
  for (const key of backupKeys) {
    const target = batch[key] as unknown[];
    for (const piece of packed.lists[key] ?? []) {
      await nextTurn();
      for (const row of JSON.parse(piece, revive) as unknown[]) target.push(row);
    }
  }
  return { batch, problemCount: packed.problemCount };
}
