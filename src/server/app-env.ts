import type { Auth } from './features/auth/better-auth';
import type { Captcha } from './features/auth/captcha/captcha';
import type { BillingProvider } from './lib/billing/billing-provider';
import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/email/mailer';
import type { LinkSigner } from './lib/security/signed-links';
import type { SecretBox } from './lib/security/secret-box';
import type { SessionUser, SignedInSession } from './lib/middleware/require-user';
import type { SupportWorker } from './features/support/support-worker';
import type { Jobs } from './jobs';
import type { Workers } from './worker-tasks';

/** Everything a feature needs, created once at start-up (or per test) and passed in. */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Sends stored support tickets to Jira; absent when Jira is not configured. */
  supportWorker?: SupportWorker;
  billing: BillingProvider;
  /** The proof-of-work check on sign-up and reset requests (its `enabled` follows CAPTCHA). */
  captcha: Captcha;
  /** Worker threads for parsing uploads and writing workbooks off the event loop (ADR 033). */
  workers: Workers;
  /** The job queue on the database (ADR 040): `jobs.send(name, data)` from a route or a job. */
  jobs: Jobs;
  /** Signs links that act without a sign-in (the weekly summary's unsubscribe). */
  signer: LinkSigner;
  /** Seals secrets the server reads back (calendar addresses) under a key from AUTH_SECRET. */
  secretBox: SecretBox;
}

/** What a background job's function receives (src/server/jobs.ts lists every job). */
export type JobDeps = Pick<
  AppDeps,
  'env' | 'database' | 'mailer' | 'logger' | 'workers' | 'jobs' | 'signer' | 'secretBox'
> & {
  /** The time now; tests give a fixed one (a Monday morning in Auckland). */
  now(): Date;
};

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    clientIp: string;
  };
}

export interface SignedInEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser; session: SignedInSession };
}
