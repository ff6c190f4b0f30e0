/**
 * Where a request's CPU goes (issue 22; docs/performance.md, "Where a request's time goes"):
 *   npm run build:server
 *   DATABASE_URL=postgres://… node bench/profile.mjs /api/dashboard [seconds]
 * Starts the built server alone (`node --cpu-prof dist/server/index.js`, one process, logging as in
 * production unless LOG_LEVEL says otherwise) on PORT (default 3199) over that database, signs a
 * new coach up and in through the API, loads the route with autocannon (10 connections), stops the
 * server, and prints the share of the server's busy CPU per cause during the load. The profile
 * (.cpuprofile, for Chrome's DevTools) stays in the folder it names.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const [route = '/api/config', secondsText = '6'] = process.argv.slice(2);
const seconds = Number(secondsText);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database the server may migrate.');
const port = process.env.PORT ?? '3199';
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-profile-'));
const profileDir = path.join(dataDir, 'profile');
const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'dist/server/index.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    APP_URL: origin,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: '1',
    CAPTCHA: 'off',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'a-secret-for-profiling-runs-only-0123456789',
  },
});
const exited = new Promise((resolve) => server.once('exit', resolve));
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
for (let tries = 0; ; tries += 1) {
  if (tries > 240) throw new Error('the server did not start');
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    // Not listening yet.
  }
  await wait(250);
}

const email = `profile-${Date.now()}@example.com`;
const password = 'Harbour7Lantern';
const post = (pathname, body) =>
  fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
await post('/api/auth/sign-up/email', { email, password, name: '', termsAccepted: true });
await wait(500);
const outbox = path.join(dataDir, 'outbox');
const mail = JSON.parse(fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]), 'utf8'));
await fetch(`${origin}/api/auth/verify-email?token=${mail.text.match(/[?&]token=([^&\s]+)/)[1]}`, {
  redirect: 'manual',
});
const signedIn = await post('/api/auth/sign-in/email', { email, password });
const cookie = signedIn.headers
  .getSetCookie()
  .map((value) => value.split(';')[0])
  .join('; ');

const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = (duration) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [autocannon, '-j', '-c', '10', '-d', String(duration), '-H', `cookie=${cookie}`, `${origin}${route}`],
      { maxBuffer: 64 * 1024 * 1024 },
    ).toString(),
  );
run(1);
const loadStarted = Date.now();
const result = run(seconds);
const loadMs = Date.now() - loadStarted;
server.kill('SIGTERM');
await exited;

// The main thread's profile is the largest one (the others are the password-hashing threads).
const [file] = fs
  .readdirSync(profileDir)
  .map((name) => path.join(profileDir, name))
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

/** Causes, in order: the first whose test matches a frame on the stack (leaf to root) takes the sample. */
const CAUSES = [
  ['garbage collection', /^\(garbage collector\)/],
  ['logger (pino: child, redaction, stdout write)', /pino\/|@pinojs|sonic-boom/],
  ['security headers', /^(secureHeaders|noStore) /],
  ['request context (id, socket address)', /^requestContext |randomUUID|getConnInfo/],
  ['origin check and body limit', /^(sameOriginJson|bodyLimit) /],
  ['session check (cookie, HMAC; not its query)', /^(sessionTokenFromCookie|isRefreshDue|checkSession) /],
  ['database driver (pg, drizzle, their socket)', /\/pg\/|pg-pool|pg-protocol|pg-types|drizzle-orm/],
  ['validation (zod)', /\/zod\//],
];
/** When no cause matches, the leaf frame's owner. */
const OWNERS = [
  ['Hono (router, compose, context, JSON)', /hono\/dist/],
  ['@hono/node-server and undici objects', /@hono\/node-server|undici/],
  ['Node HTTP (parse, socket write)', /_http_|writev|stream_base|streams\//],
  ['our code', /dist\/server/],
];
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const stamps = [];
let clock = profile.startTime;
for (const delta of profile.timeDeltas) stamps.push((clock += delta));
const from = profile.endTime - loadMs * 1000;
const totals = new Map();
let busy = 0;
for (const [index, sample] of profile.samples.entries()) {
  if (stamps[index] < from) continue;
  const frames = [];
  for (let node = byId.get(sample); node; node = byId.get(parent.get(node.id))) {
    frames.push(`${node.callFrame.functionName || '(anon)'} ${node.callFrame.url}`);
  }
  if (/^\(idle\)|^\(program\)/.test(frames[0])) continue;
  // A middleware frame counts for its own work, not for the chain it calls through next().
  const own = (at) => at === 0 || !/hono\/dist\/compose/.test(frames[at - 1]);
  let cause = CAUSES.find(([, test]) => frames.some((frame, at) => test.test(frame) && own(at)))?.[0];
  cause ??= OWNERS.find(([, test]) => test.test(frames[0]))?.[0] ?? 'other (Node internals, promises, timers)';
  const weight = profile.timeDeltas[index] ?? 0;
  totals.set(cause, (totals.get(cause) ?? 0) + weight);
  busy += weight;
}
const requests = result['2xx'];
console.log(
  `${route}: ${Math.round(requests / result.duration)} req/s (${result.non2xx} other than 2xx), ` +
    `${((busy / 1000 / loadMs) * 100).toFixed(0)} % of a core busy, ${(busy / requests).toFixed(0)} µs of CPU per request`,
);
for (const [cause, micros] of [...totals].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${cause.padEnd(48)} ${((100 * micros) / busy).toFixed(1).padStart(5)} %`);
}
console.log(`Profile: ${file}`);
