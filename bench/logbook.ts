/**
 * `npm run bench`, logbook part: how fast a large logbook answers. Times the logbook's list,
 * filter and search requests for the busy coach of the scene (10,000 coaching sessions, 500
 * clients, 300 supervision sessions and 200 CPD records, beside 50 other coaches) through the real
 * app, in process. Figures go to docs/performance.md, section "Logbook at scale".
 */
import { TEST_ORIGIN, type TestApp } from '../src/test/build-app';
import type { BenchDatabase } from './databases';
import { machineLine, timeCalls, today, writeSection } from './report';
import type { Scene } from './scenario';

const REPEATS = 60;
const TARGET_MS = 100;

function time(t: TestApp, cookie: string, path: string) {
  return timeCalls(REPEATS, async () => {
    const response = await t.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  });
}

export async function logbookRows(label: BenchDatabase['label'], { t, coach }: Scene) {
  const requests: [string, string][] = [
    ['sessions, first page', '/api/coaching-sessions?page=1&pageSize=20'],
    ['sessions, page 250', '/api/coaching-sessions?page=250&pageSize=20'],
    ['sessions of one client', `/api/coaching-sessions?clientId=${coach.clientIds[42]}`],
    ['sessions in a date range', '/api/coaching-sessions?from=2025-01-01&to=2025-03-31'],
    ['one session with previous/next', ''],
    ['clients with totals', '/api/clients'],
    ['clients search', '/api/clients?search=walker'],
    ['clients by last session', '/api/clients?sort=lastSession'],
    ['active client names (picker)', '/api/clients/names?status=active'],
    ['supervision sessions', '/api/supervision-sessions'],
    ['CPD records with totals', '/api/cpd-records?today=2026-11-22'],
  ];
  const first = (await (
    await t.app.request(`${TEST_ORIGIN}/api/coaching-sessions?page=100`, { headers: { cookie: coach.cookie } })
  ).json()) as {
    items: { id: string }[];
  };
  requests[4]![1] = `/api/coaching-sessions/${first.items[0]!.id}`;

  const rows: string[] = [];
  for (const [name, path] of requests) {
    const { p50, p99 } = await time(t, coach.cookie, path);
    rows.push(`| ${label} | ${name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${p99 < TARGET_MS ? 'yes' : '**no**'} |`);
    console.log(`  ${name.padEnd(32)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms`);
  }
  return rows;
}

export function writeLogbookSection(rows: string[]) {
  writeSection(`## Logbook at scale (\`npm run bench\`)

Measured ${today()} on ${machineLine()}. One coach with 10,000 coaching
sessions, 500 clients, 300 supervision sessions and 200 CPD records, beside 50 other coaches;
each request ${REPEATS} times through the real app (session check included), in process.
Tables are analysed after seeding (PostgreSQL also vacuumed), as in steady state (\`bench/scenario.ts\`).
Target: every answer under ${TARGET_MS} ms.

| database | request | p50 ms | p99 ms | under ${TARGET_MS} ms |
| --- | --- | ---: | ---: | --- |
${rows.join('\n')}
`);
}
