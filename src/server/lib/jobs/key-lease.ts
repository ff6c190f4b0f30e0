import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jobKeyLeases } from '../../db/schema';

interface LeaseKey {
  jobName: string;
  key: string;
  jobId: string;
}

/**
 * Takes a job kind's key for one run: free, expired or already this job's. The database's clock
 * decides expiry, so instances whose clocks differ agree. Answers how long the holder may keep it
 * when it is taken.
 */
export async function acquireKeyLease(
  db: Database,
  { jobName, key, jobId, seconds }: LeaseKey & { seconds: number },
): Promise<{ held: true } | { held: false; secondsLeft: number }> {
  const expiresAt = sql`now() + ${seconds} * interval '1 second'`;
  const taken = await db
    .insert(jobKeyLeases)
    .values({ jobName, key, jobId, expiresAt })
    .onConflictDoUpdate({
      target: [jobKeyLeases.jobName, jobKeyLeases.key],
      set: { jobId, expiresAt, updatedAt: sql`now()` },
      setWhere: or(sql`${jobKeyLeases.expiresAt} < now()`, eq(jobKeyLeases.jobId, jobId)),
    })
    .returning({ jobId: jobKeyLeases.jobId });
  if (taken.length > 0) return { held: true };
  const [holder] = await db
    .select({ secondsLeft: sql<number>`greatest(0, extract(epoch from ${jobKeyLeases.expiresAt} - now()))::float8` })
    .from(jobKeyLeases)
    .where(and(eq(jobKeyLeases.jobName, jobName), eq(jobKeyLeases.key, key)));
  // Released between the two statements: free now.
  return { held: false, secondsLeft: holder?.secondsLeft ?? 0 };
}

/** Gives the key back, unless another run took it over after this one's lease ran out. */
export async function releaseKeyLease(db: Database, { jobName, key, jobId }: LeaseKey) {
  await db
    .delete(jobKeyLeases)
    .where(and(eq(jobKeyLeases.jobName, jobName), eq(jobKeyLeases.key, key), eq(jobKeyLeases.jobId, jobId)));
}
