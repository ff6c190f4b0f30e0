import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from '../db/client';
import type { Env } from '../env';
import { resolveAuthSecret } from '../features/auth/auth-secret';
import type { Logger } from '../lib/logger';

/** A worker that exits this soon after it was forked failed to start: no point forking it again. */
const START_GRACE_MS = 30_000;
/** Workers still running this long after SIGTERM are killed. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * The primary of `WEB_CONCURRENCY` server processes (node:cluster: the workers share the port,
 * the primary hands connections round-robin). It runs the migrations once and settles the
 * generated auth secret before forking, replaces a worker that crashes, and on SIGTERM or SIGINT
 * asks every worker to finish its requests and exits when the last one has.
 */
export async function runClusterPrimary(env: Env, logger: Logger) {
  const database = await openDatabase(env);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // Generated and written once here when AUTH_SECRET is not set, so that every worker reads the same.
  resolveAuthSecret(env);

  let stopping = false;
  let exitCode = 0;
  const forkedAt = new Map<Worker, number>();
  const fork = () => forkedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (forkedAt.get(worker) ?? 0);
    forkedAt.delete(worker);
    if (stopping) {
      if (forkedAt.size === 0) process.exit(exitCode);
      return;
    }
    if (lived < START_GRACE_MS && code !== 0) {
      logger.fatal({ pid: worker.process.pid, code, signal }, 'a server process failed to start; stopping');
      exitCode = 1;
      stop('a server process failed to start');
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a server process stopped; starting another');
    fork();
  });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason, processes: forkedAt.size }, 'shutting down every server process');
    if (forkedAt.size === 0) process.exit(exitCode);
    for (const worker of forkedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info({ processes: env.webConcurrency, pid: process.pid }, 'starting the server processes');
  for (let index = 0; index < env.webConcurrency; index += 1) fork();
}
