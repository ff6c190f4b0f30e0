import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };
const integration = ['src/server/**/*.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: integration,
          globalSetup: ['src/test/global-setup-pglite.ts'],
          provide: { testDatabase: { kind: 'pglite' } },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      // The same suite on a PostgreSQL server, when one is given (CI gives one).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'integration-postgres',
                include: integration,
                globalSetup: ['src/test/global-setup-postgres.ts'],
                provide: { testDatabase: { kind: 'postgres' as const, serverUrl: process.env.TEST_DATABASE_URL } },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
