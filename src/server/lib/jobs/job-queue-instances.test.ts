import { z } from 'zod';
import { describe, expect, inject, it } from 'vitest';
import { openSecondInstance } from '@/test/database';
import { defineJob, payload, sleep, useJobQueueDatabase, waitFor } from '@/test/jobs';

/** The job queue across server instances, and the one connection it shares with the app. */
const onPostgres = inject('testDatabase').kind === 'postgres';
const { database, startQueue, jobRows, stopAfterTest } = useJobQueueDatabase();

describe('a failed script on the one connection', () => {
  it('leaves no failed transaction behind (PGlite has a single connection; a pool reuses its)', async () => {
    await expect(database().runSql('begin; select 1/0; commit;')).rejects.toThrow(/division by zero/);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await database().runSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
    }
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', { timeout: 60_000 }, () => {
  it('run each job once between them, and a keyed job never on both at once', async () => {
    const second = openSecondInstance(database());
    stopAfterTest(() => second.close());
    const ran: { n: number; instance: number }[] = [];
    const running = new Map<string, number>();
    let overlaps = 0;
    const jobsOf = (instance: number) =>
      [
        defineJob({
          name: 'work',
          data: payload,
          concurrency: 2,
          run: async ({ n }) => {
            await sleep(100);
            ran.push({ n, instance });
          },
        }),
        defineJob({
          name: 'refresh',
          data: z.object({ key: z.string() }),
          key: ({ key }) => key,
          concurrency: 2,
          run: async ({ key }) => {
            running.set(key, (running.get(key) ?? 0) + 1);
            if (running.get(key)! > 1) overlaps += 1;
            await sleep(300);
            running.set(key, running.get(key)! - 1);
          },
        }),
      ] as const;
    const queues = [startQueue(jobsOf(0)), startQueue(jobsOf(1), { on: second })];

    await Promise.all(Array.from({ length: 30 }, (_, n) => queues[n % 2]!.send('work', { n })));
    await waitFor(() => expect(ran).toHaveLength(30), 30_000);
    await sleep(1_500);
    expect(ran.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(new Set(ran.map((run) => run.instance))).toEqual(new Set([0, 1]));

    // Both instances asked for the same key at once, again and again.
    for (let round = 0; round < 4; round += 1) {
      await Promise.all(queues.map((queue) => queue.send('refresh', { key: 'same address' })));
      await sleep(200);
    }
    await waitFor(async () => {
      const states = (await jobRows('refresh')).map((row) => row.state);
      expect(states.every((state) => state === 'completed')).toBe(true);
    }, 40_000);
    expect(overlaps).toBe(0);
  });

  it('send a scheduled job once between them', async () => {
    const second = openSecondInstance(database());
    stopAfterTest(() => second.close());
    const ran: number[] = [];
    const ticking = (instance: number) =>
      defineJob({
        name: 'ticking',
        data: payload,
        schedule: { cron: '* * * * *', data: { n: 1 } },
        run: async () => void ran.push(instance),
      });
    startQueue([ticking(0)]);
    startQueue([ticking(1)], { on: second });
    await waitFor(() => expect(ran).toHaveLength(1), 20_000);
    // Both looked at the schedule as they started; pg-boss sends a minute's job once.
    await sleep(7_000);
    expect(ran).toHaveLength(1);
  });
});
