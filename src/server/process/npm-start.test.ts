import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, freePort } from '@/test/built-server';
import { descendantsOf, isRunning, projectForNpmStart, runNpmStart } from '@/test/npm-start';
import { createServerDatabase } from '@/test/server-database';

/**
 * `npm start` as a process manager runs it: a signal to npm's own process must reach the server
 * (issue 28; it used to end npm and leave the server running, orphaned, on its port).
 */
let bundle: ReturnType<typeof buildServerBundle>;
let project: ReturnType<typeof projectForNpmStart>;
let database: Awaited<ReturnType<typeof createServerDatabase>>;
const started: number[] = [];

beforeAll(async () => {
  bundle = buildServerBundle();
  project = projectForNpmStart(bundle.file);
  database = await createServerDatabase();
}, 60_000);

afterEach(() => {
  // Whatever a failed test left running, by its own pid.
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});

afterAll(async () => {
  await database?.remove();
  project?.remove();
  bundle?.remove();
});

async function untilHealthy(origin: string, exited: Promise<unknown>) {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (ended) throw new Error('npm start exited');
    try {
      if ((await fetch(`${origin}/api/health`, { headers: { connection: 'close' } })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not answer in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server when npm’s own process gets %s',
    async (signal) => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      // One server process (a cluster's are stopped by its primary: cluster.test.ts).
      const npm = runNpmStart(project.root, { ...database.settings, PORT: String(port), WEB_CONCURRENCY: '1' });
      started.push(npm.child.pid!);
      await untilHealthy(origin, npm.exited);
      // npm → node scripts/start.mjs → node dist/server/index.js
      const below = descendantsOf(npm.child.pid!);
      started.push(...below);
      expect(below.length).toBeGreaterThanOrEqual(2);

      // Only npm is signalled, as a process manager or `kill <pid>` does (not the process group).
      process.kill(npm.child.pid!, signal);
      expect(await npm.exited, npm.output()).toBe(0);
      for (const pid of below) expect(isRunning(pid), `process ${pid} still runs`).toBe(false);
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
      expect(npm.output()).toContain(`"signal":"${signal}","msg":"shutting down"`);
    },
    120_000,
  );
});
