import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineJob, payload, useJobQueueDatabase, waitFor } from '@/test/jobs';

/** The job queue's schedules (ADR 040): kept equal to the definitions, and run on time. */
const { database, startQueue } = useJobQueueDatabase();

describe('scheduled jobs', { timeout: 60_000 }, () => {
  it('keeps the schedules equal to the definitions, in their time zones', async () => {
    const job = <const Name extends string>(name: Name, schedule?: { cron: string; timeZone?: string }) =>
      defineJob({
        name,
        data: z.object({}),
        ...(schedule ? { schedule: { ...schedule, data: {} } } : {}),
        run: async () => {},
      });
    const first = startQueue([
      job('weekly', { cron: '0 8 * * 1', timeZone: 'Pacific/Auckland' }),
      job('hourly', { cron: '5 * * * *' }),
    ]);
    await first.send('weekly', {});
    await first.stop();
    const schedules = async () =>
      (
        (await database().db.execute(
          sql`select name, cron, timezone from pgboss.schedule order by name`,
        )) as unknown as {
          rows: unknown[];
        }
      ).rows;
    expect(await schedules()).toEqual([
      { name: 'hourly', cron: '5 * * * *', timezone: 'UTC' },
      { name: 'weekly', cron: '0 8 * * 1', timezone: 'Pacific/Auckland' },
    ]);
    // The next version drops 'hourly' and moves 'weekly'.
    const second = startQueue([job('weekly', { cron: '30 7 * * 1', timeZone: 'America/Los_Angeles' }), job('hourly')]);
    await second.send('weekly', {});
    await waitFor(async () =>
      expect(await schedules()).toEqual([{ name: 'weekly', cron: '30 7 * * 1', timezone: 'America/Los_Angeles' }]),
    );
  });

  it('runs a job on its schedule', async () => {
    const ran: number[] = [];
    // Every minute: pg-boss sends the current minute's job as soon as it starts.
    const ticking = defineJob({
      name: 'ticking',
      data: payload,
      schedule: { cron: '* * * * *', data: { n: 1 } },
      run: async ({ n }) => void ran.push(n),
    });
    startQueue([ticking]);
    await waitFor(() => expect(ran).toEqual([1]), 20_000);
  });
});
