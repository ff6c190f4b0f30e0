import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { DatabaseHandle } from '../server/db/database';
import { defineJob, type AnyJobDefinition } from '../server/lib/jobs/job-definition';
import { createJobQueue } from '../server/lib/jobs/job-queue';
import { createTestDatabase, truncateAll } from './database';
import { captureLogger } from './log-capture';

/** Resolves once no job of these kinds waits, runs or awaits a retry (tests' queues poll every 0.5 s). */
export async function waitForJobs(database: DatabaseHandle, names: string[], timeout = 30_000) {
  await vi.waitFor(
    async () => {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name in ${names} and state < 'completed'`,
      )) as unknown as { rows: { n: number }[] };
      if (result.rows[0]!.n > 0) throw new Error(`${result.rows[0]!.n} jobs of ${names.join(', ')} still to run`);
    },
    { timeout, interval: 200 },
  );
}

export { defineJob };

/** The data of the tests' jobs. */
export const payload = z.object({ n: z.number().int() });

// Queues poll, back off and stop in real time.
export const waitFor = (check: () => void | Promise<void>, timeout = 15_000) =>
  vi.waitFor(check, { timeout, interval: 100 });
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A test file's database for the job queue (ADR 040), emptied after each test, and queues over it
 * that stop before it is emptied or closed, as a server process's do.
 */
export function useJobQueueDatabase() {
  let database: DatabaseHandle;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    await truncateAll(database);
  });
  afterAll(async () => {
    await database.close();
  });

  function startQueue<const Jobs extends readonly AnyJobDefinition<object>[]>(
    jobs: Jobs,
    { on = database, work = true, logLines = [] as Record<string, unknown>[] } = {},
  ) {
    const queue = createJobQueue({
      database: on,
      logger: captureLogger(logLines),
      jobs,
      deps: () => ({}),
      work,
      pollingSeconds: 0.5,
    });
    stops.push(() => queue.stop());
    return queue;
  }

  async function jobRows(name: string) {
    const result = (await database.db.execute(
      sql`select state, retry_count as "retryCount" from pgboss.job where name = ${name} order by created_on`,
    )) as unknown as { rows: { state: string; retryCount: number }[] };
    return result.rows;
  }

  return {
    database: () => database,
    startQueue,
    jobRows,
    /** Stops `stop` with the test's queues, before the database is emptied. */
    stopAfterTest: (stop: () => Promise<void>) => stops.push(stop),
  };
}
