import { afterAll, afterEach, beforeAll } from 'vitest';
import type { BillingOptions } from '../server/lib/billing/create-billing';
import { buildTestApp, type TestApp } from './build-app';
import { createTestDatabase, truncateAll } from './database';

export { buildTestApp, TEST_ORIGIN, type TestApp } from './build-app';

/**
 * One migrated database per test file, emptied after each test, and an app over it.
 * Use the returned getter inside tests: `const t = useTestApp(); ... t().app.request(...)`.
 * `options.billing` is read when the app is built (after earlier beforeAll hooks, e.g. a fake Stripe);
 * `workJobs` runs background jobs (on the clock `now`, when given) as a server process does.
 */
export function useTestApp(
  settings: Record<string, string> = {},
  options: { billing?: () => BillingOptions; workJobs?: boolean; now?: () => Date } = {},
) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = buildTestApp(await createTestDatabase(), settings, {
      billing: options.billing?.(),
      workJobs: options.workJobs,
      now: options.now,
    });
  });
  afterEach(async () => {
    if (current) {
      current.outbox.messages.length = 0;
      await truncateAll(current.database);
    }
  });
  afterAll(async () => {
    await current?.deps.jobs.stop();
    await current?.deps.workers.close();
    await current?.database.close();
  });
  return () => {
    if (!current) throw new Error('useTestApp: the app is created in beforeAll');
    return current;
  };
}
