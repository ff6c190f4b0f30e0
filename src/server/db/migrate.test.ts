import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { dropTestDatabase } from '@/test/database';
import '@/test/provided-context';
import { createPostgresPool } from './client';
import { migratePostgresWithLock } from './migrate';

const target = inject('testDatabase');

describe.runIf(target.kind === 'postgres')('start-up migration on PostgreSQL', () => {
  it('lets two instances migrate the same empty database at once', async () => {
    const serverUrl = new URL(target.kind === 'postgres' ? target.serverUrl : '');
    const name = `coach_migrate_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const first = createPostgresPool(url.toString());
    const second = createPostgresPool(url.toString());
    try {
      await Promise.all([migratePostgresWithLock(first), migratePostgresWithLock(second)]);
      const applied = await first.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBeGreaterThan(0);
      const tables = await first.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
      expect(tables.rows[0].n).toBeGreaterThanOrEqual(6);
    } finally {
      await first.end();
      await second.end();
      await admin.end();
      await dropTestDatabase(serverUrl, name);
    }
  });

  it('reports an unreachable server as such', async () => {
    const pool = createPostgresPool('postgres://nobody:nothing@127.0.0.1:1/none');
    await expect(migratePostgresWithLock(pool)).rejects.toThrow(/ECONNREFUSED|connect/);
    await pool.end();
  });
});
