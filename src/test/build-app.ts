import { createApp } from '../server/app';
import type { AppDeps } from '../server/app-env';
import type { DatabaseHandle } from '../server/db/database';
import { parseEnv } from '../server/env';
import { billingAuthHooks } from '../server/features/billing/billing-auth-hooks';
import { createAuth } from '../server/lib/auth';
import { createBilling, type BillingOptions } from '../server/lib/billing/create-billing';
import { createOutbox, type Outbox } from '../server/lib/email/mailer';
import { createLogger, type Logger } from '../server/lib/logger';

export const TEST_ORIGIN = 'http://localhost:3000';

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
  options: { logger?: Logger; billing?: BillingOptions } = {},
): TestApp {
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: '/nonexistent-test-data-dir',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...settings,
  });
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const outbox = createOutbox();
  const billing = createBilling(env, options.billing);
  const auth = createAuth({
    env,
    db: database.db,
    mailer: outbox,
    logger,
    secret: 'test-secret-that-is-at-least-32-characters',
    billing: billingAuthHooks({ env, database, billing, logger }),
  });
  const deps: AppDeps = { env, database, auth, mailer: outbox, logger, billing };
  return { app: createApp(deps), deps, outbox, database };
}
