import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

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

/**
 * Integration files that never open the project's database: parsers, threads, logging, secrets,
 * and `npm run demo` (which brings a PGlite of its own). They run once, in the PGlite project: a
 * second run on PostgreSQL ran the same code again (ADR 006). Every file that opens the database,
 * however little, runs on both.
 */
const notAboutTheDatabase = [
  'src/server/startup-notes.test.ts',
  'src/server/process/restart-policy.test.ts',
  'src/server/features/auth/auth-events.test.ts',
  'src/server/features/auth/passwords/password-hashing.test.ts',
  'src/server/features/auth/links/landing-link-error.test.ts',
  'src/server/features/import/json-containers.test.ts',
  'src/server/features/import/xlsx/read-xlsx.test.ts',
  'src/server/features/calendar/read/read-calendar.test.ts',
  'src/server/features/calendar/address/read-address.test.ts',
  'src/server/lib/bounded-cache.test.ts',
  'src/server/lib/email/mailer.test.ts',
  'src/server/lib/logger.test.ts',
  'src/server/lib/logging/lazy-child.test.ts',
  'src/server/lib/security/client-address.test.ts',
  'src/server/lib/security/secret-box.test.ts',
  'src/server/lib/security/signed-links.test.ts',
  'src/server/lib/worker-pool/worker-pool.test.ts',
  'src/server/db/pglite-lock.test.ts',
  'src/server/demo/demo.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Integration files mostly wait on a database, so two workers pay off even on two cores
    // (Vitest's default leaves one core idle).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'scripts/**/*.test.ts'] },
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
                exclude: [...configDefaults.exclude, ...notAboutTheDatabase],
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
