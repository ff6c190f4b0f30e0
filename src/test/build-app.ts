import { createApp } from '../server/app';
import type { AppDeps } from '../server/app-env';
import { composeDeps } from '../server/compose-deps';
import type { DatabaseHandle } from '../server/db/database';
import { parseEnv } from '../server/env';
import type { BillingOptions } from '../server/lib/billing/create-billing';
import { createOutbox, type Mailer, type Outbox } from '../server/lib/email/mailer';
import { createLogger, type Logger } from '../server/lib/logger';
import { createPasswordHashing, type PasswordHashing } from '../server/features/auth/passwords/password-hashing';

export const TEST_ORIGIN = 'http://localhost:3000';
/** The auth secret of every test app (captcha tests sign their own challenges with it). */
export const TEST_AUTH_SECRET = 'test-secret-that-is-at-least-32-characters';

/**
 * The tests' app hashes passwords at a 16th of Better Auth's scrypt cost: signing coaches up and in
 * at the real cost was about half of the integration suite's time. The real cost has its own tests
 * (password-hashing.test.ts), and the benchmarks pass it in.
 */
const TEST_PASSWORD_HASHING = createPasswordHashing(1024);

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  outbox: Outbox;
  database: DatabaseHandle;
}

/** The real app over a given database, with test settings and an in-memory outbox (no test runner needed). */
export function buildTestApp(
  database: DatabaseHandle,
  settings: Record<string, string> = {},
  options: {
    logger?: Logger;
    billing?: BillingOptions;
    /** Start the Jira worker as index.ts does (needs the JIRA_* settings). */
    supportWorker?: boolean;
    passwordHashing?: PasswordHashing;
    /** Another mailer than the in-memory outbox (a real SMTP client against a fake server). */
    mailer?: Mailer;
    /** Run background jobs as every server process does; by default they are only stored. */
    workJobs?: boolean;
    /** The jobs' clock (a test of the weekly summary fixes a Monday morning). */
    now?: () => Date;
  } = {},
): TestApp {
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: '/nonexistent-test-data-dir',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    // Off unless a test turns it on: the captcha's own tests do, and solve it as the widget would.
    CAPTCHA: 'off',
    ...settings,
  });
  const outbox = createOutbox();
  const deps = composeDeps({
    env,
    database,
    logger: options.logger ?? createLogger(env.LOG_LEVEL),
    mailer: options.mailer ?? outbox,
    secret: TEST_AUTH_SECRET,
    passwordHashing: options.passwordHashing ?? TEST_PASSWORD_HASHING,
    billing: options.billing,
    supportWorker: options.supportWorker ?? false,
    // pg-boss's shortest polling interval, so a test waits half a second at most for a job.
    jobs: { work: options.workJobs ?? false, pollingSeconds: 0.5 },
    now: options.now,
  });
  return { app: createApp(deps), deps, outbox, database };
}
