import cluster from 'node:cluster';
import { loadEnv, withoutSecrets } from './env';
import { createLogger } from './lib/logger';
import { runClusterPrimary } from './process/cluster';
import { serveOneProcess } from './process/serve';
import { startupNotes } from './startup-notes';

async function start() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  // Which of a cluster's processes wrote a line (and answered a request).
  if (cluster.isWorker) return serveOneProcess(env, logger.child({ pid: process.pid }));
  // Said once, by the process that starts the others (or the only one).
  const { banner, warnings } = startupNotes(env);
  for (const warning of warnings) logger.warn({ event: 'startup_warning' }, warning);
  if (banner.length > 0) console.log(banner.join('\n'));
  if (env.webConcurrency > 1) return runClusterPrimary(env, logger);
  return serveOneProcess(env, logger);
}

start().catch((error: unknown) => {
  // One line naming the problem: a bad setting, a locked data folder, an unreachable database.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Coach Logbook could not start: ${withoutSecrets(message)}`);
  process.exit(1);
});
