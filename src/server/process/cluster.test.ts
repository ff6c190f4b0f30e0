import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServerBundle, freePort, startBuiltServer, type BuiltServer } from '@/test/built-server';
import { newestMigrationTag } from '@/test/migrations';
import { createServerDatabase } from '@/test/server-database';
import { MIGRATING_MESSAGE } from './migrating-app';

/**
 * The cluster's primary (cluster.ts) run as `npm start` runs it: the built server with
 * WEB_CONCURRENCY processes. Issue 28: a process that dies soon after it started used to stop the
 * whole cluster; it is now replaced, and only a start-up that keeps failing stops it.
 */
const target = inject('testDatabase');
/** The key migrate.ts takes the PostgreSQL advisory lock with. */
const MIGRATION_LOCK_KEY = 727_001;

let bundle: ReturnType<typeof buildServerBundle>;
beforeAll(() => {
  bundle = buildServerBundle();
});
afterAll(() => bundle?.remove());

async function waitFor<T>(
  what: string,
  find: () => T | undefined | false | Promise<T | undefined>,
  ms = 90_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const health = (origin: string) => fetch(`${origin}/api/health`, { headers: { connection: 'close' } });

/** Pids of the worker processes that said they serve, in order. */
const servingPids = (server: BuiltServer) =>
  server.lines.filter((line) => String(line.msg).startsWith('Coach Logbook is listening')).map((line) => line.pid);

// Independent of the test database: no process ever reaches one.
describe.runIf(target.kind === 'pglite')('a cluster whose processes cannot start', () => {
  it('tries again with back-off, then stops with an error', async () => {
    const closedPort = await freePort();
    const started = Date.now();
    const cluster = await startBuiltServer(bundle.file, {
      DATABASE_URL: `postgres://coach:coach@127.0.0.1:${closedPort}/nowhere`,
      WEB_CONCURRENCY: '2',
    });
    expect(await cluster.exited).toBe(1);
    const retries = cluster.lines.filter((line) => line.msg === 'a server process failed to start; starting another');
    expect(retries.map((line) => line.restartInMs)).toEqual([250, 500, 1_000, 2_000]);
    expect(cluster.lines.filter((line) => line.level === 60)).toEqual([
      expect.objectContaining({ msg: 'the server processes keep failing to start; stopping', failures: 5 }),
    ]);
    // The back-off alone is 3.75 s; each start is a fresh Node process.
    expect(Date.now() - started).toBeGreaterThan(3_750);
  }, 180_000);
});

describe.runIf(target.kind === 'postgres')('a cluster of two server processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let cluster: BuiltServer;
  let lock: pg.Client;

  beforeAll(async () => {
    database = await createServerDatabase();
    // As another instance migrating the same database would: the processes must wait for it.
    lock = new pg.Client({ connectionString: database.settings.DATABASE_URL! });
    await lock.connect();
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    cluster = await startBuiltServer(bundle.file, { ...database.settings, WEB_CONCURRENCY: '2' });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await lock?.end();
    await database?.remove();
  }, 30_000);

  it('answers 503 while the migrations wait for the lock, and 200 with the migration once they ran', async () => {
    const answer = await waitFor('an answer', async () => {
      try {
        return await health(cluster.origin);
      } catch {
        return undefined; // Not listening yet.
      }
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: { code: 'DATABASE_MIGRATING', message: MIGRATING_MESSAGE } });

    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await cluster.ready();
    await waitFor('both processes', () => servingPids(cluster).length === 2);
    const ok = await health(cluster.origin);
    expect(await ok.json()).toEqual({ status: 'ok', database: 'reachable', migration: newestMigrationTag() });
  }, 120_000);

  it('replaces a process that dies soon after it started, again and again, and keeps serving', async () => {
    const [first, second] = servingPids(cluster) as [number, number];
    process.kill(first, 'SIGKILL');
    const third = await waitFor('a replacement', () => servingPids(cluster)[2]);
    // Killed a moment after it started: this stopped the whole cluster before (issue 28, N3).
    process.kill(third as number, 'SIGKILL');
    await waitFor('a second replacement', () => servingPids(cluster)[3]);

    expect(cluster.process.exitCode).toBeNull();
    expect(() => process.kill(second, 0)).not.toThrow();
    const restarts = cluster.lines.filter((line) => line.msg === 'a server process stopped; starting another');
    expect(restarts.map((line) => [line.pid, line.signal, line.restartInMs])).toEqual([
      [first, 'SIGKILL', 250],
      [third, 'SIGKILL', 500],
    ]);
    for (let request = 0; request < 4; request += 1) expect((await health(cluster.origin)).status).toBe(200);
  }, 120_000);
});
