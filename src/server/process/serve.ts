import { serve } from '@hono/node-server';
import path from 'node:path';
import { createApp } from '../app';
import { composeDeps } from '../compose-deps';
import { openDatabase } from '../db/client';
import type { Env } from '../env';
import { resolveAuthSecret } from '../features/auth/auth-secret';
import { createMailer } from '../lib/email/mailer';
import type { Logger } from '../lib/logger';
import { passwordHashing } from '../features/auth/passwords/password-hashing';

/**
 * One server process: opens the database, builds the app and answers on PORT until SIGTERM or
 * SIGINT. `migrate` is false in a cluster's workers: the primary has run the migrations once.
 */
export async function serveOneProcess(env: Env, logger: Logger, { migrate }: { migrate: boolean }) {
  const database = await openDatabase(env);
  if (migrate) await database.migrate();
  const deps = composeDeps({
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
  const app = createApp(deps, { clientDir: path.relative(process.cwd(), path.resolve('dist/client')) });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      {
        host: env.HOST,
        port: info.port,
        database: database.kind,
        mail: env.SMTP_URL ? 'smtp' : 'dev outbox',
        jira: deps.supportWorker ? 'on' : 'off',
        billing: deps.billing.kind,
        captcha: env.CAPTCHA,
      },
      `Coach Logbook is listening on ${env.appUrl}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      // A Jira call in flight finishes first; its ticket is then recorded as sent or failing.
      // Running jobs get a few seconds; one cut short is retried by the next process.
      void Promise.all([deps.supportWorker?.stop(), deps.jobs.stop()])
        .then(() => deps.workers.close())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
