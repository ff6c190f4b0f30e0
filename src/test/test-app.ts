import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { createTestDatabase, truncateAll } from './database';

export { buildTestApp, TEST_ORIGIN, type TestApp } from './build-app';

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
