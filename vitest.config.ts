import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

const integration = {
  include: ['src/server/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
  // Files share the worker's loaded modules instead of importing the whole app again (that took
  // nearly a quarter of the run). Each file still builds its own database and app (useTestApp).
  // What a module keeps between files cannot leak into another's answers: the caches are held
  // per app or per database (WeakMaps) or keyed by coach ids no other file has (the accreditation
  // evaluations), and the rest only orders work (the password-hashing and upload queues).
  isolate: false,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Integration files mostly wait on a database, so two workers pay off even on two cores
    // (Vitest's default leaves one core idle).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts'] },
      },
      // The client's components, run whole in happy-dom against a fake server at the HTTP level.
      {
        resolve: { alias },
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'component',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          // A page's first render in a file compiles its lazy modules; on a busy machine that adds seconds.
          testTimeout: 20_000,
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration',
          globalSetup: ['src/test/global-setup-pglite.ts'],
          provide: { testDatabase: { kind: 'pglite' } },
        },
      },
      // The same suite on a PostgreSQL server, when one is given (CI gives one).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...integration,
                name: 'integration-postgres',
                globalSetup: ['src/test/global-setup-postgres.ts'],
                provide: { testDatabase: { kind: 'postgres' as const, serverUrl: process.env.TEST_DATABASE_URL } },
              },
            },
          ]
        : []),
    ],
  },
});
