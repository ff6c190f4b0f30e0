export interface RestartOptions {
  /** The wait before the first restart; each exit within `windowMs` of the others doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  /** Start-up failures in a row, with no process serving, after which the cluster gives up. */
  maxStartFailures: number;
}

export const RESTART_OPTIONS: RestartOptions = {
  firstDelayMs: 250,
  maxDelayMs: 10_000,
  windowMs: 60_000,
  maxStartFailures: 5,
};

export interface ProcessExit {
  /** Whether the process had started: migrated, app built and serving. */
  started: boolean;
  /** How many other processes are serving right now. */
  serving: number;
}

/**
 * When the cluster starts a new server process after one exits (ADR 035). A process that had
 * started and then died (a crash, an out-of-memory kill) is always replaced: after a quarter of a
 * second the first time, then after a wait that doubles with each exit in the last minute (up to
 * ten seconds), so a crash loop costs little. A process that dies before it started is a start-up failure (an unreachable database, a
 * failing migration, a locked data folder); those are retried the same way, and the cluster gives
 * up only when `maxStartFailures` of them come in a row while no process serves: start-up itself
 * keeps failing. A process that starts ends the run of failures.
 */
export function createRestartPolicy(options: RestartOptions = RESTART_OPTIONS, now: () => number = Date.now) {
  let exits: number[] = [];
  let startFailures = 0;
  return {
    started() {
      startFailures = 0;
    },
    /** The wait before the replacement in milliseconds, or null when the cluster should stop. */
    exited({ started, serving }: ProcessExit): number | null {
      const at = now();
      exits = [...exits.filter((time) => time > at - options.windowMs), at];
      if (!started) {
        startFailures += 1;
        if (startFailures >= options.maxStartFailures && serving === 0) return null;
      }
      return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** (exits.length - 1));
    },
    get startFailures() {
      return startFailures;
    },
  };
}
