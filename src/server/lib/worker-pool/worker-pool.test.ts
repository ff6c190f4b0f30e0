import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import type { TaskOutcome } from './task-outcome';
import { createWorkerPool, MAX_QUEUED_TASKS, WORKER_NICENESS } from './worker-pool';

type Tasks = {
  double: (n: number) => Promise<TaskOutcome<number>>;
  refuse: (message: string) => Promise<TaskOutcome<never>>;
  hoard: (input: null) => Promise<TaskOutcome<never>>;
  spin: (input: null) => Promise<TaskOutcome<never>>;
  wait: (ms: number) => Promise<TaskOutcome<number>>;
  priority: (input: null) => Promise<TaskOutcome<number>>;
};

const pool = createWorkerPool<Tasks>({
  file: { filename: fileURLToPath(new URL('../../../test/worker-pool-tasks.mjs', import.meta.url)) },
  threads: 1,
  heapMb: 64,
});
afterAll(() => pool.close());

const tooHeavy = 'The file is too complex to read.';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the worker pool', () => {
  it("answers with a task's value, and with its refusal as the same AppError", async () => {
    expect(await pool.run('double', 21, { tooHeavy })).toBe(42);
    const error = await refusal(pool.run('refuse', 'Line 3: a quoted value is never closed.', { tooHeavy }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', 'Line 3: a quoted value is never closed.']);
  });

  // Linux only: elsewhere a thread's niceness is not the process's to read this way.
  it.runIf(process.platform === 'linux')(
    'runs its threads below the event loop, so that reading a file never slows other requests',
    async () => {
      expect(await pool.run('priority', null, { tooHeavy })).toBe(os.getPriority() + WORKER_NICENESS);
    },
  );

  it('stops a task that outgrows its heap, tells the coach, and keeps working', async () => {
    const error = await refusal(pool.run('hoard', null, { tooHeavy }));
    expect([error.code, error.message]).toEqual(['PAYLOAD_TOO_LARGE', tooHeavy]);
    expect(await pool.run('double', 2, { tooHeavy })).toBe(4);
  }, 60_000);

  it('stops a task that runs past its time, while the event loop stays free', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const error = await refusal(pool.run('spin', null, { tooHeavy, timeoutMs: 500 }));
    clearInterval(timer);
    expect([error.code, error.message]).toEqual(['PAYLOAD_TOO_LARGE', tooHeavy]);
    // A task on the event loop would have let no tick through in half a second.
    expect(ticks).toBeGreaterThan(5);
    expect(await pool.run('double', 3, { tooHeavy })).toBe(6);
  }, 30_000);

  it('refuses work at once when the queue is full, rather than keep the coach waiting', async () => {
    const waiting = Array.from({ length: MAX_QUEUED_TASKS + 1 }, () => pool.run('wait', 300, { tooHeavy }));
    const error = await refusal(pool.run('double', 1, { tooHeavy }));
    expect(error.code).toBe('SERVER_BUSY');
    expect(await Promise.all(waiting)).toEqual(waiting.map(() => 300));
  }, 30_000);
});
