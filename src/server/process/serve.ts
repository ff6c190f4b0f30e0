import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { AppDeps } from '../app-env';
import { createApp } from '../app';
import { composeDeps } from '../compose-deps';
import { openDatabase } from '../db/client';
import type { Env } from '../env';
import { resolveAuthSecret } from '../features/auth/auth-secret';
import { createMailer } from '../lib/email/mailer';
import type { Logger } from '../lib/logger';
import { passwordHashing } from '../features/auth/passwords/password-hashing';
import { READY_MESSAGE } from './ready-message';
import { serveWhileMigrating } from './serve-while-migrating';

/**
 * One server process: opens the database, listens on PORT answering 503 while it applies the
 * migrations (under PostgreSQL's advisory lock, so a cluster's processes and separate instances
 * apply each once), then serves the app until SIGTERM or SIGINT. In a cluster it tells the primary
 * when it has started (cluster.ts).
 */
export async function serveOneProcess(env: Env, logger: Logger) {
  const database = await openDatabase(env);
  let deps: AppDeps | undefined;
  const { server, ready } = await serveWhileMigrating({
    port: env.PORT,
    hostname: env.HOST,
    migrate: () => {
      logger.info({ database: database.kind }, 'applying the database migrations; answering 503 until they are done');
      return database.migrate();
    },
    buildApp: () => {
      deps = composeDeps({
        env,
        database,
        logger,
        mailer: createMailer(env, logger),
        secret: resolveAuthSecret(env),
        passwordHashing,
        // In every process of a cluster: each pass claims its tickets with `skip locked`, so no two
        // processes send the same ticket (proven by src/server/process/two-instances.test.ts).
        supportWorker: true,
        // Every process works the job queue: pg-boss claims each job with `skip locked`, and keyed
        // jobs hold a lease (ADR 040), so no job runs twice at once whatever the number of processes.
        jobs: { work: true },
      });
      return createApp(deps, { clientDir: path.relative(process.cwd(), path.resolve('dist/client')) });
    },
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      // A Jira call in flight finishes first; its ticket is then recorded as sent or failing.
      // Running jobs get a few seconds; one cut short is retried by the next process.
      void Promise.all([deps?.supportWorker?.stop(), deps?.jobs.stop()])
        .then(() => deps?.workers.close())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await ready;
  const migration = await database.newestMigration();
  // Signalled while starting: shutting down already.
  if (stopping) return;
  logger.info(
    {
      host: env.HOST,
      port: (server.address() as AddressInfo).port,
      database: database.kind,
      migration,
      mail: env.SMTP_URL ? 'smtp' : 'dev outbox',
      jira: deps?.supportWorker ? 'on' : 'off',
      billing: deps?.billing.kind,
      captcha: env.CAPTCHA,
    },
    `Coach Logbook is listening on ${env.appUrl}`,
  );
  if (cluster.isWorker) process.send?.(READY_MESSAGE);
}
