import type { z } from 'zod';

/**
 * One kind of background job (ADR 040): a plain function and how the queue runs it. A feature
 * exports its definitions; `src/server/jobs.ts` lists every one.
 */
export interface JobDefinition<Name extends string = string, Data = unknown, Deps = unknown> {
  /** The queue's name in pg-boss: kebab-case, stable (jobs already queued carry it). */
  name: Name;
  /**
   * What a job carries, checked when it is sent and again when it runs. Ids and dates only: it
   * is stored as plain JSON in `pgboss.job` for days, so never a secret or a coach's words.
   */
  data: z.ZodType<Data>;
  /**
   * One at a time per key: jobs with the same key never run at once on any instance, and at most
   * one waits. Without it jobs of this kind may run side by side on several instances.
   */
  key?(data: Data): string;
  /** Sent by the queue on this cron (5 fields), read in `timeZone` (IANA; default UTC). */
  schedule?: { cron: string; timeZone?: string; data: Data };
  /** Tries after the first failure (default 3), the first after `delaySeconds` (default 30), then doubling with jitter. */
  retry?: { limit: number; delaySeconds: number };
  /** A run longer than this fails (and is retried); `signal` aborts at that moment. Default 60. */
  timeoutSeconds?: number;
  /** Jobs of this kind one process runs side by side (default 1). */
  concurrency?: number;
  run(data: Data, deps: Deps, context: JobContext): Promise<void>;
}

/** Any kind of job run with `Deps`, as the queue and the list of jobs hold them. */
export type AnyJobDefinition<Deps> = JobDefinition<string, unknown, Deps>;

export interface JobContext {
  jobId: string;
  /** 0 on the first run, 1 on the first retry... */
  retryCount: number;
  /** Aborted when the run's time is up or the process is stopping. */
  signal: AbortSignal;
}

/** Keeps a definition's name as a literal type, so that `send` knows each job's data. */
export function defineJob<const Name extends string, Data, Deps>(definition: JobDefinition<Name, Data, Deps>) {
  return definition;
}
