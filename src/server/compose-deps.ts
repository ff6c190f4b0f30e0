import type { AppDeps, JobDeps } from './app-env';
import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import { billingAuthHooks } from './features/billing/billing-auth-hooks';
import { jiraClientFromEnv } from './features/support/jira-client';
import { startSupportWorker } from './features/support/support-worker';
import { createAuth } from './features/auth/better-auth';
import { createBilling, type BillingOptions } from './lib/billing/create-billing';
import { createCaptcha } from './features/auth/captcha/captcha';
import type { Mailer } from './lib/email/mailer';
import type { Logger } from './lib/logger';
import type { PasswordHashing } from './features/auth/passwords/password-hashing';
import { createWorkerPool } from './lib/worker-pool/worker-pool';
import { workerTasksFile } from './worker-tasks-file';
import { jobDefinitions } from './jobs';
import { createJobQueue } from './lib/jobs/job-queue';
import { createLinkSigner } from './lib/security/signed-links';
import { createSecretBox } from './lib/security/secret-box';

export interface Composition {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  /** The resolved AUTH_SECRET (index.ts) or the tests' fixed one. */
  secret: string;
  passwordHashing: PasswordHashing;
  billing?: BillingOptions;
  /** Start the Jira worker when the JIRA_* settings are set (one process of a cluster does). */
  supportWorker: boolean;
  /**
   * Run background jobs in this process (every server process does; ADR 040). Otherwise jobs are
   * only stored, and run by a process that works them.
   */
  jobs: { work: boolean; pollingSeconds?: number };
  /** The jobs' clock; the real one unless a test fixes the time. */
  now?: () => Date;
}

/**
 * The composition root: every dependency a feature receives, wired in one place for the server
 * (src/server/index.ts), the tests (src/test/build-app.ts) and the benchmarks.
 */
export function composeDeps({
  env,
  database,
  logger,
  mailer,
  secret,
  passwordHashing,
  billing: billingOptions,
  supportWorker: withSupportWorker,
  jobs: jobsOptions,
  now = () => new Date(),
}: Composition): AppDeps {
  const billing = createBilling(env, billingOptions);
  const captcha = createCaptcha({ enabled: env.CAPTCHA === 'on', authSecret: secret, db: database.db });
  const auth = createAuth({
    env,
    db: database.db,
    mailer,
    logger,
    secret,
    billing: billingAuthHooks({ env, database, billing, logger }),
    captcha,
    passwordHashing,
  });
  const jira = withSupportWorker ? jiraClientFromEnv(env) : null;
  const supportWorker = jira ? startSupportWorker({ db: database.db, jira, logger }) : undefined;
  const workers = createWorkerPool({ file: workerTasksFile, threads: env.WORKER_THREADS, heapMb: env.WORKER_HEAP_MB });
  const signer = createLinkSigner(secret);
  const secretBox = createSecretBox(secret);
  const jobDeps: JobDeps = { env, database, mailer, logger, workers, signer, secretBox, now, jobs: undefined as never };
  const jobs = createJobQueue({ database, logger, jobs: jobDefinitions, deps: () => jobDeps, ...jobsOptions });
  jobDeps.jobs = jobs;
  return { env, database, auth, mailer, logger, billing, supportWorker, captcha, workers, jobs, signer, secretBox };
}
