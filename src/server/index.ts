import { loadEnv } from './env';
import { createLogger } from './lib/logger';
import { serveOneProcess } from './process/serve';

async function start() {
  const env = loadEnv();
  return serveOneProcess(env, createLogger(env.LOG_LEVEL), { migrate: true });
}

start().catch((error: unknown) => {
  // One line naming the problem: a bad setting, a locked data folder, an unreachable database.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Coach Logbook could not start: ${message}`);
  process.exit(1);
});
