import type { BenchDatabase } from './databases';
import type { DashboardSettings } from './dashboard';
import { PINNED, type LoadFigures } from './http-load';
import { machineLine, today, writeSection } from './report';

/** Targets from the issues: p99 at a fixed rate on PostgreSQL, and SQL against the fetch-all baseline. */
const P99_TARGET_MS = 50;
/** Issue 22: throughput as a share of a bare Hono route's in the same run (PostgreSQL). */
const SHARE_OF_BARE_TARGETS = { config: 0.5, dashboard: 0.1 };
const SPEED_UP_TARGET = 20;
/** The share of the fixed rate that must be answered for the rate to count as sustained. */
const RATE_REACHED = 0.95;

interface Timing {
  p50: number;
  p99: number;
}

export interface DashboardFigures {
  label: BenchDatabase['label'];
  /** A bare Hono route on the same server stack: the floor the app's routes are compared with. */
  bare: LoadFigures;
  config: LoadFigures;
  dashboard: LoadFigures;
  me: LoadFigures;
  atRate: LoadFigures;
  /** The built server with several processes at a fixed rate (PostgreSQL only). */
  cluster?: LoadFigures;
  sqlQuery: Timing;
  fetchAll: Timing;
  sessionCheck: Timing;
  betterAuthCheck: Timing;
}

const ms = (value: number) => (value < 1 ? '< 1' : value.toFixed(0));
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const yesNo = (ok: boolean) => (ok ? 'yes' : '**no**');

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

function loadRows({ label, bare, config, dashboard, me }: DashboardFigures) {
  const row = (name: string, figures: LoadFigures, target?: number) => {
    const share = figures.requestsPerSecond / bare.requestsPerSecond;
    const verdict = target === undefined ? '–' : `${percent(target)}: ${yesNo(share >= target)}`;
    return (
      `| ${label} | ${name} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${figures.requestsPerSecond.toFixed(0)} | ` +
      `${figures === bare ? '100 %' : percent(share)} | ${label === 'PostgreSQL' ? verdict : '–'} |`
    );
  };
  return [
    row('bare Hono `GET /ping`', bare),
    row('`GET /api/config` (no database)', config, SHARE_OF_BARE_TARGETS.config),
    row('`GET /api/dashboard`', dashboard, SHARE_OF_BARE_TARGETS.dashboard),
    row('`GET /api/me` (session check alone)', me),
  ];
}

function clusterSection(results: DashboardFigures[], settings: DashboardSettings) {
  const { processes, rate, seconds, connections, warmUpSeconds } = settings.cluster;
  const rows = results.flatMap(({ label, cluster }) => {
    if (!cluster) return [];
    const met = cluster.p99 < P99_TARGET_MS && cluster.requestsPerSecond >= rate * RATE_REACHED;
    return [
      `| ${label} | ${cluster.requestsPerSecond.toFixed(0)} | ${fixed(cluster.p50)} | ${fixed(cluster.p99)} | ${yesNo(met)} |`,
    ];
  });
  if (rows.length === 0) return '';
  return `
### Dashboard at a fixed ${rate} requests per second, WEB_CONCURRENCY=${processes}

The built server (\`dist/server/index.js\`, as \`npm start\` runs it) with ${processes} processes
(node:cluster) over the same database, its processes free to use every core; ${connections} connections,
${seconds} s after a ${warmUpSeconds} s warm-up, sent evenly as above. Target (issue 22): p99 under ${P99_TARGET_MS} ms,
and at least ${Math.round(rate * RATE_REACHED)} req/s answered.

| database | req/s answered | p50 ms | p99 ms | p99 under ${P99_TARGET_MS} ms at ${rate} req/s |
| --- | ---: | ---: | ---: | --- |
${rows.join('\n')}
`;
}

function sessionCheckNote(results: DashboardFigures[]) {
  const costlier = results.filter((result) => result.sessionCheck.p50 > result.sqlQuery.p50).map((r) => r.label);
  const verdict = costlier.length
    ? `**On ${costlier.join(' and ')} the session check costs more than the dashboard query itself.**`
    : 'On every database here the session check costs less than the dashboard query itself.';
  return `${verdict}

Each signed-in request pays it first. \`requireUser\` checks the cookie's signature (remembered
per cookie header once found good, ADR 032) and reads the session joined to its user and the
logbook version in one prepared statement (the token's hash through its unique index, then primary
keys), with no session cached, so that a revoked session fails on its next request; Better Auth handles the request only when the hourly sliding refresh is due (ADR 017).
Better Auth's \`getSession\`, which it replaced, does the same read through the auth framework's
endpoint machinery (cookie parsing, hooks, the adapter's transforms).`;
}

const loadGenerator = () =>
  PINNED
    ? 'from a process of its own pinned to core 1 (`taskset -c 1`), the server (and the bare route) pinned to core 0; PostgreSQL is not pinned'
    : 'from a process of its own; load generator, server and PostgreSQL share the cores';

export function dashboardSection(results: DashboardFigures[], settings: DashboardSettings) {
  const { connections, seconds, meSeconds, warmUpSeconds, rate } = settings.load;
  writeSection(`## Dashboard under load (\`npm run bench\`)

Measured ${today()} on ${machineLine()}. The same seeded database as above: 10,000 coaching
sessions, 500 clients, 300 supervision sessions, 200 CPD records, beside 50 other coaches, with
tables analysed (PostgreSQL also vacuumed). On PostgreSQL the app is the built server
(\`dist/server/index.js\`, one process, as \`npm start\` runs it; logging off), in a process of its
own; on PGlite, which lives in the bench's process, the real app with test settings is served from
there. Either is served by \`@hono/node-server\` on a loopback port and loaded ${loadGenerator()}, with ${connections}
connections: ${seconds} s per route after a ${warmUpSeconds} s warm-up (${meSeconds} s for \`/api/me\`).
The floor is a bare Hono route (\`app.get('/ping', c => c.json({ status: 'ok' }))\`, \`bench/bare-server.mjs\`)
served by the same \`@hono/node-server\` the same way (a process of its own on PostgreSQL, the
bench's process on PGlite), loaded in the same run; \`GET /api/config\` answers from memory and
touches no database. The dashboard is served from the server process's copy of the coach's last
dashboard while the logbook version read with the session is unchanged (ADR 032): under this
load nothing writes, so only the warm-up's first request runs the figures' query, whose own cost
is measured in process below. Latencies as fast as the server answers are whole milliseconds, as
autocannon records them. Targets (issue 22, PostgreSQL): \`/api/config\` at least ${percent(SHARE_OF_BARE_TARGETS.config)} of the
bare route's throughput, \`/api/dashboard\` at least ${percent(SHARE_OF_BARE_TARGETS.dashboard)}. On a shared machine the absolute
figures move with the other work; the shares, measured minutes apart in one run, are what to compare.

### As fast as the server answers

| database | request | p50 ms | p99 ms | req/s | share of bare Hono | target |
| --- | --- | ---: | ---: | ---: | ---: | --- |
${results.flatMap(loadRows).join('\n')}

### Dashboard at a fixed ${rate} requests per second

Requests sent evenly, one every ${(1000 / rate).toFixed(0)} ms, by \`bench/fixed-rate-client.mjs\` (autocannon's own fixed
rate sends each second's share in one burst); each latency counts from when its request was due,
so a late answer also counts against the requests queued behind it (coordinated omission). Target: p99 under ${P99_TARGET_MS} ms at ${rate} req/s on PostgreSQL; a server that answers fewer
than ${Math.round(rate * RATE_REACHED)} req/s has not met it, whatever its p99.

| database | req/s answered | p50 ms | p99 ms | p99 under ${P99_TARGET_MS} ms at ${rate} req/s |
| --- | ---: | ---: | ---: | --- |
${results
  .map(({ label, atRate }) => {
    const met = atRate.p99 < P99_TARGET_MS && atRate.requestsPerSecond >= rate * RATE_REACHED;
    return `| ${label} | ${atRate.requestsPerSecond.toFixed(0)} | ${fixed(atRate.p50)} | ${fixed(atRate.p99)} | ${yesNo(met)} |`;
  })
  .join('\n')}
${clusterSection(results, settings)}
### One SQL aggregate against fetching every row

In process, p50 of ${settings.repeats.queries} runs each. \`getDashboard\` (one prepared statement: the aggregates and the
5 recent sessions) against \`bench/fetch-all-dashboard.ts\`, the comparison baseline that selects all
the coach's clients, sessions, supervision and CPD rows and adds them up in JavaScript, as the
original product did; both give the same figures (checked on each run). Target: SQL at least
${SPEED_UP_TARGET}× faster.

| database | SQL p50 ms | fetch-all p50 ms | SQL faster by | at least ${SPEED_UP_TARGET}× |
| --- | ---: | ---: | ---: | --- |
${results
  .map(({ label, sqlQuery, fetchAll }) => {
    const ratio = fetchAll.p50 / sqlQuery.p50;
    return `| ${label} | ${fixed(sqlQuery.p50, 2)} | ${fixed(fetchAll.p50)} | ${fixed(ratio)}× | ${yesNo(ratio >= SPEED_UP_TARGET)} |`;
  })
  .join('\n')}

### The session check beside the dashboard query

In process, p50 of ${settings.repeats.sessionCheck} runs each, in the same run: \`checkSession\` (what
\`requireUser\` runs) and Better Auth's \`auth.api.getSession\` (what it ran before), against the
${settings.repeats.queries} runs of \`getDashboard\` above.

| database | session check p50 ms | before: \`getSession\` p50 ms | dashboard query p50 ms | session check ÷ query |
| --- | ---: | ---: | ---: | ---: |
${results
  .map(
    ({ label, sessionCheck, betterAuthCheck, sqlQuery }) =>
      `| ${label} | ${fixed(sessionCheck.p50, 2)} | ${fixed(betterAuthCheck.p50, 2)} | ${fixed(sqlQuery.p50, 2)} | ` +
      `${fixed(sessionCheck.p50 / sqlQuery.p50, 2)} |`,
  )
  .join('\n')}

${sessionCheckNote(results)}
`);
}
