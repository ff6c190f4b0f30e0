import { createApp } from '../server/app';
import type { AppDeps } from '../server/app-env';
import type { DatabaseHandle } from '../server/db/database';
import { parseEnv } from '../server/env';
import { billingAuthHooks } from '../server/features/billing/billing-auth-hooks';
import { createAuth } from '../server/lib/auth';
import { createCaptcha } from '../server/lib/captcha/captcha';
import { createBilling, type BillingOptions } from '../server/lib/billing/create-billing';
import { createOutbox, type Mailer, type Outbox } from '../server/lib/email/mailer';
import { createLogger, type Logger } from '../server/lib/logger';
import { createPasswordHashing, type PasswordHashing } from '../server/lib/security/password-hashing';
import { jiraClientFromEnv } from '../server/features/support/jira-client';
import { startSupportWorker } from '../server/features/support/support-worker';

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
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const outbox = createOutbox();
  const mailer = options.mailer ?? outbox;
  const billing = createBilling(env, options.billing);
  const captcha = createCaptcha({ enabled: env.CAPTCHA === 'on', authSecret: TEST_AUTH_SECRET, db: database.db });
  const auth = createAuth({
    env,
    db: database.db,
    mailer,
    logger,
    secret: TEST_AUTH_SECRET,
    billing: billingAuthHooks({ env, database, billing, logger }),
    captcha,
    passwordHashing: options.passwordHashing ?? TEST_PASSWORD_HASHING,
  });
  const jira = options.supportWorker ? jiraClientFromEnv(env) : null;
  const supportWorker = jira ? startSupportWorker({ db: database.db, jira, logger }) : undefined;
  const deps: AppDeps = { env, database, auth, mailer, logger, billing, supportWorker, captcha };
  return { app: createApp(deps), deps, outbox, database };
}
