import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '../server/app';
import type { AppDeps } from '../server/app-env';
import type { DatabaseHandle } from '../server/db/database';
import { parseEnv } from '../server/env';
import { createAuth } from '../server/lib/auth';
import { createOutbox, type Outbox } from '../server/lib/email/mailer';
import { createLogger } from '../server/lib/logger';
import { createTestDatabase, truncateAll } from './database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  outbox: Outbox;
  database: DatabaseHandle;
}

export function buildTestApp(database: DatabaseHandle, settings: Record<string, string> = {}): TestApp {
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: '/nonexistent-test-data-dir',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...settings,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const outbox = createOutbox();
  const auth = createAuth({
    env,
    db: database.db,
    mailer: outbox,
    logger,
    secret: 'test-secret-that-is-at-least-32-characters',
  });
  const deps: AppDeps = { env, database, auth, mailer: outbox, logger };
  return { app: createApp(deps), deps, outbox, database };
}

/**
 * One migrated database per test file, emptied after each test, and an app over it.
 * Use the returned getter inside tests: `const t = useTestApp(); ... t().app.request(...)`.
 */
export function useTestApp(settings: Record<string, string> = {}) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = buildTestApp(await createTestDatabase(), settings);
  });
  afterEach(async () => {
    if (current) {
      current.outbox.messages.length = 0;
      await truncateAll(current.database);
    }
  });
  afterAll(async () => {
    await current?.database.close();
  });
  return () => {
    if (!current) throw new Error('useTestApp: the app is created in beforeAll');
    return current;
  };
}
