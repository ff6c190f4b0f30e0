import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { JiraClient } from './jira-client';
import { deliverDueTickets } from './support-delivery';

export interface SupportWorker {
  /** Runs a delivery pass now (a new ticket should not wait for the next tick). */
  wake(): void;
  /** Resolves when the pass in progress, and any pass asked for meanwhile, is over. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 15_000;

/**
 * The background half of "stored first, then Jira": the queue is the support_tickets table, so
 * tickets waiting at a restart are picked up by the first pass of the next process.
 */
export function startSupportWorker(options: {
  db: Database;
  jira: JiraClient;
  logger: Logger;
  intervalMs?: number;
}): SupportWorker {
  const { db, jira, logger } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drain() {
    do {
      again = false;
      try {
        const { sent, failed } = await deliverDueTickets(db, jira);
        if (sent > 0) logger.info({ sent }, 'support tickets sent to Jira');
        if (failed > 0) logger.warn({ failed }, 'Jira refused support tickets; they stay queued and are retried');
      } catch (error) {
        logger.error({ err: error }, 'support ticket delivery pass failed');
      }
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  }

  const timer = setInterval(run, options.intervalMs ?? DEFAULT_INTERVAL_MS);
  timer.unref();
  run();

  return {
    wake: run,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
