import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The job queue's "one at a time per key" (src/server/lib/jobs/key-lease.ts): a job of a keyed
 * kind holds its key here while it runs, so no two instances run the same key at once. A lease
 * outlives a dead process only until expires_at.
 */
export const jobKeyLeases = pgTable(
  'job_key_leases',
  {
    jobName: text('job_name').notNull(),
    key: text('key').notNull(),
    /** The pg-boss job that holds the key. */
    jobId: uuid('job_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.jobName, table.key] })],
);
