import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { DatabaseHandle } from '../server/db/database';

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
