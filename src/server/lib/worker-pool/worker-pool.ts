import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../app-error';
import type { TaskOutcome } from './task-outcome';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a task's input is whatever it declares
type Task = (input: any) => Promise<TaskOutcome<unknown>>;
type TaskValue<T extends Task> = Awaited<ReturnType<T>> extends TaskOutcome<infer V> ? V : never;

/** Where the worker threads load their tasks from (src/server/worker-tasks-file.ts). */
export interface WorkerFile {
  filename: string;
}

export interface WorkerPoolOptions {
  file: WorkerFile;
  /** Threads at most (WORKER_THREADS); none runs until work arrives, and idle ones stop. */
  threads: number;
  /** Each thread's heap in MB (WORKER_HEAP_MB): a task that needs more stops its thread only. */
  heapMb: number;
}

export interface RunOptions {
  /** What the coach is told when the work is too heavy: it ran out of time or of memory. */
  tooHeavy: string;
  /** Default 2 minutes; a task still running then is stopped with its thread. */
  timeoutMs?: number;
  /** Buffers (or a message port) moved to the worker instead of copied (the caller may not use them afterwards). */
  transferList?: TransferListItem[];
}

export interface WorkerPool<Tasks extends Record<string, Task>> {
  /** The task's value, or an AppError: its own, SERVER_BUSY, or PAYLOAD_TOO_LARGE with `tooHeavy`. */
  run<K extends keyof Tasks & string>(
    task: K,
    input: Parameters<Tasks[K]>[0],
    options: RunOptions,
  ): Promise<TaskValue<Tasks[K]>>;
  close(): Promise<void>;
}

/** Work waiting for a thread, per process; more is refused at once rather than kept waiting. */
export const MAX_QUEUED_TASKS = 8;
const DEFAULT_TIMEOUT_MS = 120_000;
const IDLE_THREAD_MS = 60_000;
/**
 * How much lower than the event loop's thread the worker threads run (Linux's nice, per thread,
 * through piscina's optional @napi-rs/nice). On a machine with as many busy threads as cores, a
 * file being read took CPU time from the thread that answers every other request: at the same
 * priority, the largest workbook's preview put other coaches' p99 at 500 ms.
 */
export const WORKER_NICENESS = 10;

const busy = () => new AppError('SERVER_BUSY', 'The server is busy reading other files. Try again in a minute.');

function isOutOfMemory(error: unknown) {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * A small pool of worker threads for the work that would otherwise hold a server process's event
 * loop (ADR 033): parsing an uploaded file, writing a workbook. Each thread has a capped heap and
 * each task a time limit, so a hostile file costs one thread, never the process or other coaches.
 */
export function createWorkerPool<Tasks extends Record<string, Task>>({
  file,
  threads,
  heapMb,
}: WorkerPoolOptions): WorkerPool<Tasks> {
  const pool = new Piscina({
    filename: file.filename,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
    maxQueue: MAX_QUEUED_TASKS,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    niceIncrement: WORKER_NICENESS,
  });

  return {
    async run(task, input, { tooHeavy, timeoutMs = DEFAULT_TIMEOUT_MS, transferList }) {
      if (pool.queueSize >= MAX_QUEUED_TASKS) throw busy();
      let outcome: TaskOutcome<unknown>;
      try {
        outcome = (await pool.run(
          { task, input },
          { signal: AbortSignal.timeout(timeoutMs), ...(transferList ? { transferList } : {}) },
        )) as TaskOutcome<unknown>;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') throw new AppError('PAYLOAD_TOO_LARGE', tooHeavy);
        if (isOutOfMemory(error)) throw new AppError('PAYLOAD_TOO_LARGE', tooHeavy);
        throw error;
      }
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
      return outcome.value as never;
    },
    close: () => pool.close({ force: true }),
  };
}
