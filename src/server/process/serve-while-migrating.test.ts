import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/test/build-app';
import { createTestDatabase } from '@/test/database';
import { newestMigrationTag } from '@/test/migrations';
import type { DatabaseHandle } from '../db/database';
import { MIGRATING_MESSAGE } from './migrating-app';
import { KEEP_ALIVE_MS, serveWhileMigrating } from './serve-while-migrating';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Serves the real app over `database`, with its (real) migration held until `release` is called. */
async function serveWithHeldMigration(migrate: () => Promise<void> = () => database.migrate()) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const served = await serveWhileMigrating({
    port: 0,
    hostname: '127.0.0.1',
    migrate: async () => {
      await held;
      await migrate();
    },
    buildApp: () => buildTestApp(database).app,
  });
  const origin = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      (served.server as Server).closeAllConnections();
      served.server.close(() => resolve());
    });
  return { ...served, origin, release, close };
}

/** A fresh connection each time: a kept-alive one may be closed by the server while the migration is held. */
const get = (url: string) => fetch(url, { headers: { connection: 'close' } });

describe('a process that is applying its migrations', () => {
  it('answers 503 to the health check and to everything else, then serves the app', async () => {
    const served = await serveWithHeldMigration();
    try {
      const health = await get(`${served.origin}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect(await health.json()).toEqual({ error: { code: 'DATABASE_MIGRATING', message: MIGRATING_MESSAGE } });
      expect((await get(`${served.origin}/api/clients`)).status).toBe(503);
      const page = await get(`${served.origin}/dashboard`);
      expect(page.status).toBe(503);
      expect(await page.text()).toBe(MIGRATING_MESSAGE);

      served.release();
      await served.ready;
      const after = await get(`${served.origin}/api/health`);
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual({ status: 'ok', database: 'reachable', migration: newestMigrationTag() });
      // The app itself now answers: a signed-out request is refused by it, not by the 503.
      expect((await get(`${served.origin}/api/clients`)).status).toBe(401);
    } finally {
      await served.close();
    }
  });

  it('keeps answering 503 and reports the failure when a migration fails', async () => {
    const served = await serveWithHeldMigration(() => Promise.reject(new Error('relation "x" already exists')));
    try {
      served.release();
      await expect(served.ready).rejects.toThrow('relation "x" already exists');
      expect((await get(`${served.origin}/api/health`)).status).toBe(503);
    } finally {
      await served.close();
    }
  });

  it('keeps an idle connection open longer than the clients in front of it do', async () => {
    const served = await serveWithHeldMigration();
    try {
      served.release();
      await served.ready;
      // Node announces its idle limit to the client; a shorter one than a proxy's or an HTTP
      // agent's lets the server close a connection just as the client sends on it (a reset).
      const answer = await fetch(`${served.origin}/api/health`);
      expect(answer.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
      await answer.body?.cancel();
    } finally {
      await served.close();
    }
  });

  it('fails to start, naming the address, when the port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      await expect(
        serveWhileMigrating({
          port,
          hostname: '127.0.0.1',
          migrate: async () => {},
          buildApp: () => ({ fetch: () => new Response() }),
        }),
      ).rejects.toThrow(`EADDRINUSE: address already in use 127.0.0.1:${port}`);
    } finally {
      taken.close();
    }
  });
});
