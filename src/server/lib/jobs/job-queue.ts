import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import type { Logger } from '../logger';
import type { AnyJobDefinition } from './job-definition';
import { acquireKeyLease, releaseKeyLease } from './key-lease';

type AnyJob<Deps> = AnyJobDefinition<Deps>;
type NameOf<Jobs extends readonly AnyJob<never>[]> = Jobs[number]['name'];
type DataOf<Jobs extends readonly AnyJob<never>[], Name> = z.infer<Extract<Jobs[number], { name: Name }>['data']>;

export interface JobQueue<Jobs extends readonly AnyJob<never>[]> {
  /**
   * Queues a job (kept in the database until it has run). False when the kind has a key and a
   * job with the same key is already waiting: that one will do.
   */
  send<Name extends NameOf<Jobs>>(
    name: Name,
    data: DataOf<Jobs, Name>,
    options?: { startAfter?: Date },
  ): Promise<boolean>;
  /** Lets running jobs finish (5 s at most, then their signal aborts), then stops polling. */
  stop(): Promise<void>;
}

const DEFAULT_TIMEOUT_S = 60;
const DEFAULT_RETRY = { limit: 3, delaySeconds: 30 };
/** A lease outlives its run's time limit by this much, for a run that is slow to notice its signal. */
const LEASE_MARGIN_S = 30;
/** A job whose key is busy comes back after at most this long. */
const BUSY_KEY_RECHECK_S = 5;
const STOP_GRACE_MS = 5_000;
const START_RETRY_MS = 30_000;

export interface JobQueueOptions<Jobs extends readonly AnyJob<Deps>[], Deps> {
  database: DatabaseHandle;
  logger: Logger;
  jobs: Jobs;
  /** What each job's function receives; read when a job runs (the queue is part of it). */
  deps: () => Deps;
  /**
   * Run jobs, schedules and pg-boss's maintenance in this process (every server process does).
   * Without it the queue only stores jobs, starting on the first `send`.
   */
  work: boolean;
  /** How often an idle worker looks for a due job (default 2; tests use pg-boss's minimum, 0.5). */
  pollingSeconds?: number;
}

/**
 * The job queue on the database (ADR 040): pg-boss over our own connection (PGlite or the
 * PostgreSQL pool), its schema created by our migrations, each kind of job a `JobDefinition`.
 */
export function createJobQueue<const Jobs extends readonly AnyJob<Deps>[], Deps>(
  options: JobQueueOptions<Jobs, Deps>,
): JobQueue<Jobs> {
  const { database, logger, jobs, work } = options;
  const definitions = new Map<string, AnyJob<Deps>>(jobs.map((job) => [job.name, job]));
  // pg-boss does not await its last writes (a job's completion or failure): `stop` does.
  const writes = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const write = database.runSql(text, values);
        writes.add(write);
        void write.finally(() => writes.delete(write)).catch(() => undefined);
        return write;
      },
    },
    migrate: false,
    schedule: work,
    supervise: work,
  });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));

  const running = new Set<AbortController>();
  let started: Promise<void> | undefined;
  let stopped = false;
  let startRetry: NodeJS.Timeout | undefined;

  async function startOnce() {
    await createJobQueues(database, jobs);
    for (const job of jobs) await boss.updateQueue(job.name, queueOptions(job));
    // Before pg-boss starts: its first look at the schedules comes as it starts, the next 30 s later.
    if (work) await keepSchedules();
    await boss.start();
    if (!work) return;
    for (const job of jobs) {
      for (let worker = 0; worker < (job.concurrency ?? 1); worker += 1) {
        await boss.work<unknown>(
          job.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingSeconds ?? 2 },
          ([item]) => runJob(job, item!),
        );
      }
    }
  }

  function start() {
    started ??= startOnce().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  }

  /** The schedules in the database become exactly the definitions' (a job removed from the code stops). */
  async function keepSchedules() {
    for (const { name } of await boss.getSchedules()) {
      if (!definitions.get(name)?.schedule) await boss.unschedule(name);
    }
    for (const job of jobs) {
      if (!job.schedule) continue;
      const { cron, timeZone = 'UTC', data } = job.schedule;
      const key = job.key?.(data);
      await boss.schedule(job.name, cron, data as object, {
        tz: timeZone,
        ...(key === undefined ? {} : { singletonKey: key }),
      });
    }
  }

  async function runJob(job: AnyJob<Deps>, item: PgBoss.JobWithMetadata<unknown>) {
    const fields = { job: job.name, jobId: item.id, retryCount: item.retryCount };
    const parsed = job.data.safeParse(item.data);
    if (!parsed.success) {
      // Retrying cannot make it valid: say so once and let it go.
      logger.error(fields, 'job dropped: its data does not match its definition');
      return;
    }
    const timeoutSeconds = job.timeoutSeconds ?? DEFAULT_TIMEOUT_S;
    const key = job.key?.(parsed.data);
    const lease = key === undefined ? undefined : { jobName: job.name, key, jobId: item.id };
    if (lease) {
      const taken = await acquireKeyLease(database.db, { ...lease, seconds: timeoutSeconds + LEASE_MARGIN_S });
      if (!taken.held) {
        const startAfter = Math.ceil(Math.min(Math.max(taken.secondsLeft, 1), BUSY_KEY_RECHECK_S));
        await boss.send(job.name, item.data as object, { singletonKey: key, startAfter });
        return;
      }
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`${job.name} ran out of time`)), timeoutSeconds * 1000);
    running.add(controller);
    try {
      await job.run(parsed.data, options.deps(), {
        jobId: item.id,
        retryCount: item.retryCount,
        signal: controller.signal,
      });
    } catch (error) {
      logger.warn({ ...fields, err: error }, 'job failed; it is retried unless its tries are used up');
      throw error;
    } finally {
      clearTimeout(timer);
      running.delete(controller);
      if (lease) await releaseKeyLease(database.db, lease);
    }
  }

  if (work) {
    const startWorking = () => {
      start().catch((error: unknown) => {
        if (stopped) return;
        logger.error({ err: error }, 'the job queue could not start; trying again in 30 s');
        startRetry = setTimeout(startWorking, START_RETRY_MS);
        startRetry.unref();
      });
    };
    startWorking();
  }

  return {
    async send(name, data, sendOptions = {}) {
      const job = definitions.get(name);
      if (!job) throw new Error(`No job is defined as ${name}`);
      const checked = job.data.parse(data);
      await start();
      const key = job.key?.(checked);
      const id = await boss.send(name, checked as object, {
        ...(key === undefined ? {} : { singletonKey: key }),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      return id !== null;
    },
    async stop() {
      stopped = true;
      clearTimeout(startRetry);
      if (!started) return;
      try {
        await started;
      } catch {
        return;
      }
      const abortLate = setTimeout(() => {
        for (const controller of running) controller.abort(new Error('the server is stopping'));
      }, STOP_GRACE_MS);
      try {
        await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_GRACE_MS + 1_000 });
      } finally {
        clearTimeout(abortLate);
      }
      while (writes.size > 0) await Promise.allSettled(writes);
    },
  };
}

/** Any constant: the same for every instance of this app (the migrations' lock is 727001). */
const QUEUE_SETUP_LOCK = 727_002;
/** pg-boss's own queue for the jobs its cron sends; it creates it unlocked at start-up. */
const CRON_QUEUE = '__pgboss__send-it';

/**
 * Each kind's queue (a partition of pgboss.job) made once, by pg-boss's own create_queue, one
 * instance at a time: instances creating queues at once deadlock on PostgreSQL otherwise. The
 * tests' template database gets them once too (global-setup-*.ts): on PGlite each takes a second.
 */
export async function createJobQueues(database: DatabaseHandle, jobs: readonly AnyJob<never>[]) {
  const queues = [{ name: CRON_QUEUE, policy: 'standard' }, ...jobs.map(queueOptions)];
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_SETUP_LOCK})`);
    for (const { name, ...options } of queues) {
      await tx.execute(sql`select pgboss.create_queue(${name}, ${JSON.stringify(options)}::json)`);
    }
  });
}

function queueOptions(job: AnyJob<never>): PgBoss.Queue {
  const retry = job.retry ?? DEFAULT_RETRY;
  return {
    name: job.name,
    // 'short': at most one job per key waits; keyless jobs all go through ('standard').
    policy: job.key ? 'short' : 'standard',
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    expireInSeconds: (job.timeoutSeconds ?? DEFAULT_TIMEOUT_S) + LEASE_MARGIN_S,
  };
}
