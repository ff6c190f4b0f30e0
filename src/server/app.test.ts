import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { buildTestApp, useTestApp } from '@/test/test-app';
import { createTestDatabase } from '@/test/database';
import { newestMigrationTag } from '@/test/migrations';

const t = useTestApp();

describe('the API’s answers to bad requests', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await call(t(), 'GET', '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route for GET /api/does-not-exist' },
    });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', '/api/clients', { cookie, rawBody: '{"name": "Ann"' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toMatch(/Malformed JSON/);
  });

  it('answers a body over 1 MB with 413 and stores nothing', async () => {
    const { cookie } = await createCoach(t());
    const notes = 'x'.repeat(1024 * 1024 + 10);
    const response = await call(t(), 'POST', '/api/clients', { cookie, body: { name: 'Big', notes } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB' },
    });
    expect(await (await call(t(), 'GET', '/api/clients', { cookie })).json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('health', () => {
  it('answers 200 with the newest migration applied while the database is reachable', async () => {
    const response = await call(t(), 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'reachable', migration: newestMigrationTag() });
  });

  it('names a migration that this server does not know as newer than itself', async () => {
    await t().database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${Date.now() + 86_400_000})`,
    );
    try {
      expect((await (await call(t(), 'GET', '/api/health')).json()).migration).toBe('unknown (newer than this server)');
    } finally {
      await t().database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-version'`);
    }
  });

  it('answers 503 when the database is gone, for health and for data requests alike', async () => {
    const broken = buildTestApp(await createTestDatabase());
    const { cookie } = await createCoach(broken);
    await broken.database.close();

    const health = await call(broken, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable' },
    });

    const data = await call(broken, 'GET', '/api/clients', { cookie });
    expect(data.status).toBe(503);
    const body = (await data.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('DATABASE_UNAVAILABLE');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});
