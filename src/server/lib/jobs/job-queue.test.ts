import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineJob, payload, sleep, useJobQueueDatabase, waitFor } from '@/test/jobs';

/**
 * The job queue on both databases (ADR 040): pg-boss over our own connection. Each test starts
 * queues of its own over the file's database, with jobs whose functions record what they did.
 */
const { database, startQueue, jobRows } = useJobQueueDatabase();

// Queues poll, back off and stop in real time.
describe('the job queue', { timeout: 60_000 }, () => {
  it('runs a sent job once, with its data, and refuses data that does not match', async () => {
    const ran: number[] = [];
    const echo = defineJob({ name: 'echo', data: payload, run: async ({ n }) => void ran.push(n) });
    const queue = startQueue([echo]);

    expect(await queue.send('echo', { n: 7 })).toBe(true);
    await waitFor(() => expect(ran).toEqual([7]));
    await expect(queue.send('echo', { n: 'seven' } as unknown as { n: number })).rejects.toThrow();
    await sleep(1_200);
    expect(ran).toEqual([7]);
    await waitFor(async () => expect(await jobRows('echo')).toEqual([{ state: 'completed', retryCount: 0 }]));
  });

  it('retries a failing job with a growing delay, then lets it succeed', async () => {
    const runs: { at: number; retryCount: number }[] = [];
    const flaky = defineJob({
      name: 'flaky',
      data: payload,
      retry: { limit: 3, delaySeconds: 1 },
      run: async (_data, _deps, { retryCount }) => {
        runs.push({ at: Date.now(), retryCount });
        if (runs.length < 3) throw new Error('the far end is down');
      },
    });
    const logLines: Record<string, unknown>[] = [];
    const queue = startQueue([flaky], { logLines });

    await queue.send('flaky', { n: 1 });
    await waitFor(() => expect(runs).toHaveLength(3), 20_000);
    expect(runs.map((run) => run.retryCount)).toEqual([0, 1, 2]);
    // pg-boss's back-off: 1–2 s before the first retry, 2–4 s before the second.
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(1_000);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(2_000);
    await waitFor(async () => expect((await jobRows('flaky'))[0]?.state).toBe('completed'));
    expect(
      logLines.filter((line) => line.msg === 'job failed; it is retried unless its tries are used up'),
    ).toHaveLength(2);
  });

  it('gives up after the last try, leaving the job failed', async () => {
    let runs = 0;
    const broken = defineJob({
      name: 'broken',
      data: payload,
      retry: { limit: 1, delaySeconds: 1 },
      run: async () => {
        runs += 1;
        throw new Error('always');
      },
    });
    const queue = startQueue([broken]);
    await queue.send('broken', { n: 1 });
    await waitFor(async () => expect((await jobRows('broken'))[0]?.state).toBe('failed'), 20_000);
    expect(runs).toBe(2);
  });

  it('runs jobs with the same key one at a time, keeps one waiting, and others alongside', async () => {
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const keyed = defineJob({
      name: 'keyed',
      data: z.object({ key: z.string(), n: z.number() }),
      key: ({ key }) => key,
      concurrency: 2,
      run: async ({ key, n }) => {
        log.push(`start ${key}${n}`);
        if (key === 'A' && n === 1) await gate;
        log.push(`end ${key}${n}`);
      },
    });
    const queue = startQueue([keyed]);

    await queue.send('keyed', { key: 'A', n: 1 });
    await waitFor(() => expect(log).toContain('start A1'));
    // A1 runs: one more A may wait, a third is the same work and is not kept.
    expect(await queue.send('keyed', { key: 'A', n: 2 })).toBe(true);
    expect(await queue.send('keyed', { key: 'A', n: 3 })).toBe(false);
    await queue.send('keyed', { key: 'B', n: 1 });
    await waitFor(() => expect(log).toContain('end B1'));
    // The second worker has had A2 in its hands (and put it back) while A1 held the key.
    await sleep(1_500);
    expect(log).not.toContain('start A2');
    release();
    await waitFor(() => expect(log).toContain('end A2'), 20_000);
    expect(log.indexOf('start A2')).toBeGreaterThan(log.indexOf('end A1'));
    expect(log.filter((line) => line.startsWith('start A'))).toEqual(['start A1', 'start A2']);
  });

  it('loses nothing across a restart: waiting jobs, and a job cut short by the stop', async () => {
    const ran: { n: number; retryCount: number }[] = [];
    const slow = defineJob({
      name: 'slow',
      data: payload,
      retry: { limit: 2, delaySeconds: 1 },
      run: async ({ n }, _deps, { retryCount, signal }) => {
        if (n === 1 && retryCount === 0) {
          // Still running when the process stops: the signal ends it.
          await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        }
        ran.push({ n, retryCount });
      },
    });
    const first = startQueue([slow]);
    await first.send('slow', { n: 1 });
    await waitFor(async () => expect((await jobRows('slow'))[0]?.state).toBe('active'));
    // A process that only stores jobs (a test app, the demo) queues one more.
    const storing = startQueue([slow], { work: false });
    await storing.send('slow', { n: 2 });
    await storing.stop();
    await first.stop();
    expect(ran).toEqual([]);
    expect((await jobRows('slow')).map((row) => row.state)).toEqual(['retry', 'created']);

    startQueue([slow]);
    await waitFor(() => expect(ran).toHaveLength(2), 20_000);
    expect(ran).toEqual(
      expect.arrayContaining([
        { n: 1, retryCount: 1 },
        { n: 2, retryCount: 0 },
      ]),
    );
  });

  it('drops a stored job whose data no longer matches its definition, saying so once', async () => {
    const ran: number[] = [];
    const echo = defineJob({ name: 'echo', data: payload, run: async ({ n }) => void ran.push(n) });
    const logLines: Record<string, unknown>[] = [];
    const queue = startQueue([echo], { logLines });
    await queue.send('echo', { n: 1 });
    await waitFor(() => expect(ran).toEqual([1]));
    // As an older version of the app might have left it.
    await database().runSql(`insert into pgboss.job (name, data) values ('echo', '{"count": 2}')`);
    await waitFor(() =>
      expect(logLines.map((line) => line.msg)).toContain('job dropped: its data does not match its definition'),
    );
    await waitFor(async () =>
      expect((await jobRows('echo')).map((row) => row.state)).toEqual(['completed', 'completed']),
    );
    expect(ran).toEqual([1]);
  });
});
