import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addRecord } from '@/test/accreditation-records';
import { buildTestApp, type TestApp } from '@/test/build-app';
import { signIn } from '@/test/coaches';
import { backupOf, seedCoach } from '@/test/export-import';
import { newestMigrationTag } from '@/test/migrations';
import { createEmptyServerDatabase, createServerDatabase } from '@/test/server-database';
import { openDatabase } from '../client';
import type { DatabaseHandle } from '../database';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../demo/seed-demo';
import { parseDatabaseSettings } from '../../env';
import { runDbTool } from './db-tool';

/**
 * `npm run db:backup` and `npm run db:restore` (issue 28): on PGlite a dump of the data folder, on
 * PostgreSQL pg_dump and pg_restore. A populated instance is backed up, restored into a fresh one,
 * and every coach's JSON backup (the export a coach downloads) must come back the same.
 */
const target = inject('testDatabase');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-db-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Rows in every table of ours and in drizzle's record of the migrations. */
async function rowCounts({ db }: DatabaseHandle) {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const counts: Record<string, number> = {};
  for (const { tablename } of [...tables.rows, { tablename: 'drizzle.__drizzle_migrations' }]) {
    const name = tablename.includes('.') ? tablename : `"public"."${tablename}"`;
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${name}`))) as unknown as {
      rows: { n: number }[];
    };
    counts[tablename] = result.rows[0]!.n;
  }
  return counts;
}

/** A coach's JSON backup without the moment it was made. */
async function coachData(t: TestApp, cookie: string) {
  const { exportedAt: _at, ...data } = JSON.parse(await backupOf(t, cookie)) as Record<string, unknown>;
  return data;
}

describe('backing up and restoring the whole database', () => {
  let source: Awaited<ReturnType<typeof createServerDatabase>>;
  let fresh: Awaited<ReturnType<typeof createEmptyServerDatabase>>;
  const file = path.join(scratch, 'nested', 'coach-logbook.backup');
  const cookies: string[] = [];
  const before: Record<string, unknown>[] = [];
  let countsBefore: Record<string, number>;

  beforeAll(async () => {
    source = await createServerDatabase();
    fresh = await createEmptyServerDatabase();
    const database = await openDatabase(parseDatabaseSettings(source.settings));
    try {
      const t = buildTestApp(database);
      for (let coach = 0; coach < 2; coach += 1) cookies.push((await seedCoach(t)).cookie);
      await addRecord(t, cookies[0]!, 'credential');
      await addRecord(t, cookies[1]!, 'education');
      // The demo practice: two years of sessions, supervision, CPD, accreditation records, tools.
      await seedDemo({ db: database.db, auth: t.deps.auth, outbox: t.outbox });
      cookies.push(await signIn(t, DEMO_EMAIL, DEMO_PASSWORD));
      for (const cookie of cookies) before.push(await coachData(t, cookie));
      countsBefore = await rowCounts(database);
    } finally {
      await database.close();
    }
  }, 180_000);

  afterAll(async () => {
    await source?.remove();
    await fresh?.remove();
  });

  it('restores into a fresh instance where every coach finds the same data', { timeout: 120_000 }, async () => {
    const backedUp = await runDbTool(['backup', file], parseDatabaseSettings(source.settings));
    expect(backedUp).toMatch(new RegExp(`at migration ${newestMigrationTag()}, to ${file} \\(\\d+\\.\\d MB\\)`));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restored = await runDbTool(['restore', file], parseDatabaseSettings(fresh.settings));
    expect(restored).toContain(`at migration ${newestMigrationTag()}.`);

    const database = await openDatabase(parseDatabaseSettings(fresh.settings));
    try {
      const t = buildTestApp(database);
      // The sessions came back too: each coach is still signed in.
      for (const [index, cookie] of cookies.entries()) expect(await coachData(t, cookie)).toEqual(before[index]);
      expect(await rowCounts(database)).toEqual(countsBefore);
      expect(countsBefore.coaching_sessions).toBeGreaterThan(100);
    } finally {
      await database.close();
    }
  });

  it('refuses to restore over a database that holds data', { timeout: 60_000 }, async () => {
    await expect(runDbTool(['restore', file], parseDatabaseSettings(fresh.settings))).rejects.toThrow(
      target.kind === 'pglite' ? 'already holds a database' : 'is not empty',
    );
  });

  it.runIf(target.kind === 'pglite')(
    'replaces a PGlite folder only when asked, keeping the old one, and keeps it when the restore fails',
    { timeout: 120_000 },
    async () => {
      const truncated = path.join(scratch, 'truncated.tar.gz');
      fs.writeFileSync(truncated, fs.readFileSync(file).subarray(0, 100_000));
      const folders = () => fs.readdirSync(fresh.dataDir).sort();
      const settings = parseDatabaseSettings(fresh.settings);
      await expect(runDbTool(['restore', truncated, '--replace'], settings)).rejects.toThrow('nothing was changed');
      expect(folders()).toEqual(['pglite']);

      const report = await runDbTool(['restore', file, '--replace'], settings);
      const setAside = folders().find((name) => name.startsWith('pglite.before-restore-'));
      expect(setAside).toBeDefined();
      expect(report).toContain(`The database it replaced was moved to ${path.join(fresh.dataDir, setAside!)}.`);
      expect(fs.existsSync(path.join(fresh.dataDir, setAside!, 'PG_VERSION'))).toBe(true);
    },
  );

  it.runIf(target.kind === 'pglite')('refuses to touch a PGlite folder a server is using', async () => {
    const busy = fs.mkdtempSync(path.join(scratch, 'busy-'));
    // The pid of a process that runs: the lock file says a server has the folder.
    fs.writeFileSync(path.join(busy, 'pglite.lock'), String(process.ppid));
    const settings = parseDatabaseSettings({ DATA_DIR: busy });
    await expect(runDbTool(['backup', path.join(scratch, 'busy.tar.gz')], settings)).rejects.toThrow(
      `is in use by another process (pid ${process.ppid})`,
    );
    await expect(runDbTool(['restore', file, '--replace'], settings)).rejects.toThrow('is in use by another process');
    expect(fs.existsSync(path.join(scratch, 'busy.tar.gz'))).toBe(false);
  });
});

describe.runIf(target.kind === 'pglite')('the database tool’s answers', () => {
  const pglite = parseDatabaseSettings({ DATA_DIR: path.join(scratch, 'none') });
  const postgres = parseDatabaseSettings({ DATABASE_URL: 'postgres://coach@127.0.0.1:1/none' });

  it('refuses a file that is not a backup, or one made from the other database', async () => {
    const junk = path.join(scratch, 'junk.bin');
    fs.writeFileSync(junk, 'not a backup at all');
    await expect(runDbTool(['restore', junk], pglite)).rejects.toThrow('is not a backup made by npm run db:backup');
    const dump = path.join(scratch, 'server.pgdump');
    fs.writeFileSync(dump, 'PGDMP\x01\x0e\x00');
    await expect(runDbTool(['restore', dump], pglite)).rejects.toThrow('is a PostgreSQL backup: set DATABASE_URL');
    const folder = path.join(scratch, 'folder.tar.gz');
    fs.writeFileSync(folder, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await expect(runDbTool(['restore', folder], postgres)).rejects.toThrow('is a PGlite backup: unset DATABASE_URL');
    await expect(runDbTool(['restore', path.join(scratch, 'missing')], pglite)).rejects.toThrow('does not exist');
  });

  it('says how to use it', async () => {
    for (const args of [['restore'], ['backup', 'a', 'b'], ['backup', '--force'], ['copy'], []]) {
      await expect(runDbTool(args, pglite)).rejects.toThrow('Usage:');
    }
  });

  it('runs as npm run db:backup and db:restore, with one line when it fails', { timeout: 60_000 }, async () => {
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    const run = (script: string, args: string[]) => {
      const [command, ...rest] = scripts[script]!.split(' ');
      expect(command).toBe('tsx');
      return promisify(execFile)(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...rest, ...args], {
        env: { PATH: process.env.PATH, DATA_DIR: path.join(scratch, 'empty') },
      });
    };
    await expect(run('db:backup', [])).rejects.toMatchObject({
      code: 1,
      stderr: `The database tool failed: There is no database in ${path.join(scratch, 'empty', 'pglite')} to back up.\n`,
    });
    await expect(run('db:restore', [])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
  });
});
