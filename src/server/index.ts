import { serve } from '@hono/node-server';
import path from 'node:path';
import { createApp } from './app';
import { jiraClientFromEnv } from './features/support/jira-client';
import { startSupportWorker } from './features/support/support-worker';
import { openDatabase } from './db/client';
import { loadEnv, withoutSecrets } from './env';
import { billingAuthHooks } from './features/billing/billing-auth-hooks';
import { createAuth } from './lib/auth';
import { createCaptcha } from './lib/captcha/captcha';
import { createBilling } from './lib/billing/create-billing';
import { resolveAuthSecret } from './lib/auth-secret';
import { createMailer } from './lib/email/mailer';
import { createLogger } from './lib/logger';
import { passwordHashing } from './lib/security/password-hashing';
import { startupNotes } from './startup-notes';

async function start() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(env);
  await database.migrate();
  const mailer = createMailer(env, logger);
  const billing = createBilling(env);
  const secret = resolveAuthSecret(env);
  const captcha = createCaptcha({ enabled: env.CAPTCHA === 'on', authSecret: secret, db: database.db });
  const auth = createAuth({
    env,
    db: database.db,
    mailer,
    logger,
    secret,
    billing: billingAuthHooks({ env, database, billing, logger }),
    captcha,
    passwordHashing,
  });
  const jira = jiraClientFromEnv(env);
  const supportWorker = jira ? startSupportWorker({ db: database.db, jira, logger }) : undefined;
  const app = createApp(
    { env, database, auth, mailer, logger, billing, supportWorker, captcha },
    { clientDir: path.relative(process.cwd(), path.resolve('dist/client')) },
  );

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const { banner, warnings } = startupNotes(env);
    for (const warning of warnings) logger.warn({ event: 'startup_warning' }, warning);
    if (banner.length > 0) console.log(banner.join('\n'));
    logger.info(
      {
        host: env.HOST,
        port: info.port,
        database: database.kind,
        mail: env.SMTP_URL ? 'smtp' : 'dev outbox',
        jira: jira ? 'on' : 'off',
        billing: billing.kind,
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
      void Promise.resolve(supportWorker?.stop())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

start().catch((error: unknown) => {
  // One line naming the problem: a bad setting, a locked data folder, an unreachable database.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Coach Logbook could not start: ${withoutSecrets(message)}`);
  process.exit(1);
});
