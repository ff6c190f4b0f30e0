import cluster from 'node:cluster';
import { loadEnv } from './env';
import { createLogger } from './lib/logger';
import { runClusterPrimary } from './process/cluster';
import { serveOneProcess } from './process/serve';

async function start() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (env.webConcurrency > 1 && cluster.isPrimary) return runClusterPrimary(env, logger);
  // Which of a cluster's processes wrote a line (and answered a request).
  if (cluster.isWorker) return serveOneProcess(env, logger.child({ pid: process.pid }), { migrate: false });
  return serveOneProcess(env, logger, { migrate: true });
}

start().catch((error: unknown) => {
  // One line naming the problem: a bad setting, a locked data folder, an unreachable database.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Coach Logbook could not start: ${message}`);
  process.exit(1);
});
