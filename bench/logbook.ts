/**
 * `npm run bench`: how fast a large logbook answers. Seeds a coach with 10,000 coaching sessions,
 * 500 clients, 300 supervision sessions and 200 CPD records (beside 50 other coaches), then times
 * the logbook's list, filter and search requests through the real app, on PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Figures go to docs/performance.md.
 */
import { PGlite } from '@electric-sql/pglite';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { createPostgresPool, wrapPglite, wrapPostgres } from '../src/server/db/client';
import type { DatabaseHandle } from '../src/server/db/database';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../src/test/build-app';
import { seedLogbook } from './seed';

const REPEATS = 60;
const TARGET_MS = 100;
const PASSWORD = 'Coaching1Logbook';

async function signedInCoach(t: TestApp, email: string) {
  const headers = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) =>
    t.app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '', termsAccepted: true });
  const token = t.outbox.messages.find((message) => message.to === email)!.text.match(/token=([^&\s]+)/)![1];
  await t.app.request(`${TEST_ORIGIN}/api/auth/verify-email?token=${token}`);
  const signedIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const me = (await (await t.app.request(`${TEST_ORIGIN}/api/me`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { cookie, userId: me.user.id };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(t: TestApp, cookie: string, path: string) {
  const samples: number[] = [];
  for (let i = 0; i < REPEATS + 5; i += 1) {
    const started = performance.now();
    const response = await t.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i >= 5) samples.push(performance.now() - started); // the first few warm caches up
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function run(label: string, database: DatabaseHandle) {
  await database.migrate();
  const t = buildTestApp(database);
  process.stdout.write(`${label}: seeding...`);
  const seedStarted = performance.now();
  for (let other = 0; other < 50; other += 1) {
    const coach = await signedInCoach(t, `other-${other}@example.com`);
    await seedLogbook(database.db, coach.userId, { clients: 10, sessions: 40, supervision: 5, cpd: 5 });
  }
  const coach = await signedInCoach(t, 'busy-coach@example.com');
  const { clientIds } = await seedLogbook(database.db, coach.userId, {
    clients: 500,
    sessions: 10_000,
    supervision: 300,
    cpd: 200,
  });
  process.stdout.write(` ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`);

  const requests: [string, string][] = [
    ['sessions, first page', '/api/coaching-sessions?page=1&pageSize=20'],
    ['sessions, page 250', '/api/coaching-sessions?page=250&pageSize=20'],
    ['sessions of one client', `/api/coaching-sessions?clientId=${clientIds[42]}`],
    ['sessions in a date range', '/api/coaching-sessions?from=2025-01-01&to=2025-03-31'],
    ['one session with previous/next', ''],
    ['clients with totals', '/api/clients'],
    ['clients search', '/api/clients?search=walker'],
    ['active clients (picker)', '/api/clients?status=active'],
    ['supervision sessions', '/api/supervision-sessions'],
    ['CPD records with totals', '/api/cpd-records?today=2026-11-22'],
  ];
  const first = (await (
    await t.app.request(`${TEST_ORIGIN}/api/coaching-sessions?page=100`, { headers: { cookie: coach.cookie } })
  ).json()) as {
    sessions: { id: string }[];
  };
  requests[4]![1] = `/api/coaching-sessions/${first.sessions[0]!.id}`;

  const rows: string[] = [];
  for (const [name, path] of requests) {
    const { p50, p99 } = await time(t, coach.cookie, path);
    rows.push(`| ${label} | ${name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${p99 < TARGET_MS ? 'yes' : '**no**'} |`);
    console.log(`  ${name.padEnd(32)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms`);
  }
  await database.close();
  return rows;
}

async function postgresDatabase(serverUrl: string) {
  const url = new URL(serverUrl);
  const name = `coach_bench_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  url.pathname = `/${name}`;
  const handle = wrapPostgres(createPostgresPool(url.toString()));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const rows = await run('PGlite', wrapPglite(await PGlite.create()));
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) rows.push(...(await run('PostgreSQL', await postgresDatabase(serverUrl))));

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const report = `## Logbook at scale (\`npm run bench\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. One coach with 10,000 coaching
sessions, 500 clients, 300 supervision sessions and 200 CPD records, beside 50 other coaches;
each request ${REPEATS} times through the real app (session check included), in process.
Target: every answer under ${TARGET_MS} ms.

| database | request | p50 ms | p99 ms | under ${TARGET_MS} ms |
| --- | --- | ---: | ---: | --- |
${rows.join('\n')}
`;
const file = 'docs/performance.md';
const existing = fs.existsSync(file)
  ? fs.readFileSync(file, 'utf8')
  : '# Performance\n\nFigures written by the benchmarks; each section is replaced when its benchmark runs again.\n';
const start = existing.indexOf('## Logbook at scale');
const end = start === -1 ? -1 : existing.indexOf('\n## ', start + 1);
const next =
  start === -1
    ? `${existing.trimEnd()}\n\n${report}`
    : `${existing.slice(0, start)}${report}${end === -1 ? '' : existing.slice(end + 1)}`;
fs.writeFileSync(file, next);
console.log(`\nWrote ${file}`);
