import cluster, { type Worker } from 'node:cluster';
import type { Env } from '../env';
import { resolveAuthSecret } from '../features/auth/auth-secret';
import type { Logger } from '../lib/logger';
import { isReadyMessage } from './ready-message';
import { createRestartPolicy } from './restart-policy';

/** Workers still running this long after SIGTERM are killed. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * The primary of `WEB_CONCURRENCY` server processes (node:cluster: the workers share the port,
 * the primary hands connections round-robin). It settles the generated auth secret before forking;
 * each worker migrates (under the advisory lock) and says when it serves. A worker that exits is
 * replaced with back-off (restart-policy.ts); the primary gives up only when start-up itself keeps
 * failing. On SIGTERM or SIGINT it asks every worker to finish its requests and exits when the
 * last one has.
 */
export function runClusterPrimary(env: Env, logger: Logger) {
  // Generated and written once here when AUTH_SECRET is not set, so that every worker reads the same.
  resolveAuthSecret(env);

  const policy = createRestartPolicy();
  const running = new Set<Worker>();
  const serving = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    running.add(worker);
    worker.on('message', (message: unknown) => {
      if (!isReadyMessage(message)) return;
      serving.add(worker);
      policy.started();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    const started = serving.delete(worker);
    if (stopping) {
      if (running.size === 0) process.exit(exitCode);
      return;
    }
    const delay = policy.exited({ started, serving: serving.size });
    const pid = worker.process.pid;
    if (delay === null) {
      logger.fatal(
        { pid, code, signal, failures: policy.startFailures },
        'the server processes keep failing to start; stopping',
      );
      exitCode = 1;
      stop('start-up keeps failing');
      return;
    }
    const what = started ? 'a server process stopped' : 'a server process failed to start';
    logger.error({ pid, code, signal, restartInMs: delay }, `${what}; starting another`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, delay);
    restarts.add(timer);
  });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    logger.info({ reason, processes: running.size }, 'shutting down every server process');
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info({ processes: env.webConcurrency, pid: process.pid }, 'starting the server processes');
  for (let index = 0; index < env.webConcurrency; index += 1) fork();
}
