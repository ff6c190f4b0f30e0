/**
 * `npm run bench`, dashboard part: the dashboard under load, for the busy coach of the scene.
 *  - Serves the real app on a loopback port and loads it (bench/http-load.ts): GET /api/config (no
 *    database, for comparison), GET /api/dashboard, GET /api/me (the session check alone), and the
 *    dashboard again at a fixed 500 requests per second.
 *  - Times in process the dashboard's SQL, the session check, and the fetch-all baseline that the
 *    original product used, after checking once that both ways give the same figures.
 * Figures go to docs/performance.md, section "Dashboard under load" (bench/dashboard-report.ts).
 */
import { Hono } from 'hono';
import { getDashboard } from '../src/server/features/dashboard/dashboard.service';
import { clusterDashboard, startBareServer, startBuiltServer, type ServerProcess } from './server-processes';
import type { BenchDatabase } from './databases';
import type { DashboardFigures } from './dashboard-report';
import { assertSameFigures, fetchAllDashboard } from './fetch-all-dashboard';
import { load } from './http-load';
import { timeCalls } from './report';
import type { Scene } from './scenario';
import { serveOnLoopback } from '../src/test/loopback';

export const SETTINGS = {
  today: '2026-11-22',
  /** Load: connections, seconds per run (the session check alone runs shorter), fixed rate. */
  load: { connections: 10, seconds: 10, meSeconds: 5, warmUpSeconds: 2, rate: 500 },
  /** The built server with WEB_CONCURRENCY processes (PostgreSQL only), at a fixed rate. */
  cluster: { processes: 2, rate: 1000, seconds: 10, connections: 10, warmUpSeconds: 5 },
  /** In-process repetitions, each after 5 untimed ones. */
  repeats: { queries: 30, sessionCheck: 100 },
};
export type DashboardSettings = typeof SETTINGS;

/** The floor of the stack: a bare Hono route, served by the same @hono/node-server. */
const bareHono = () => new Hono().get('/ping', (c) => c.json({ status: 'ok' }));

/**
 * On PostgreSQL, the app as `npm start` serves it and the bare route, each in a process of its own
 * (a production server does not hold the bench's seeded scene in its heap, which made each answer's
 * garbage collection dearer); PGlite lives in this process, so both are served from here.
 */
async function servers(t: Scene['t'], databaseUrl: string | undefined): Promise<[ServerProcess, ServerProcess]> {
  if (databaseUrl) {
    const bare = await startBareServer();
    return [
      bare,
      await startBuiltServer(databaseUrl, 1).catch(async (error: unknown) => {
        await bare.stop();
        throw error;
      }),
    ];
  }
  const [bare, app] = await Promise.all([serveOnLoopback(bareHono()), serveOnLoopback(t.app)]);
  return [
    { origin: bare.origin, stop: bare.close },
    { origin: app.origin, stop: app.close },
  ];
}

export async function dashboardFigures(
  label: BenchDatabase['label'],
  { t, coach }: Scene,
  databaseUrl?: string,
): Promise<DashboardFigures> {
  const { database } = t;
  const query = { userId: coach.userId, today: SETTINGS.today };

  // In process first, on a quiet server: the same figures both ways, then each way timed.
  assertSameFigures(await getDashboard(database.db, query), await fetchAllDashboard(database.db, query));
  const sqlQuery = await timeCalls(SETTINGS.repeats.queries, () => getDashboard(database.db, query));
  const fetchAll = await timeCalls(SETTINGS.repeats.queries, () => fetchAllDashboard(database.db, query));
  const headers = new Headers({ cookie: coach.cookie });
  const sessionCheck = await timeCalls(SETTINGS.repeats.sessionCheck, async () => {
    if (!(await t.deps.auth.checkSession(headers))) throw new Error('the session check found no user');
  });
  // What requireUser ran before (ADR 017), for comparison in the same run.
  const betterAuthCheck = await timeCalls(SETTINGS.repeats.sessionCheck, async () => {
    if (!(await t.deps.auth.api.getSession({ headers }))) throw new Error('getSession found no user');
  });
  console.log(
    `  in process: dashboard SQL p50 ${sqlQuery.p50.toFixed(2)} ms, fetch-all p50 ${fetchAll.p50.toFixed(1)} ms, ` +
      `session check p50 ${sessionCheck.p50.toFixed(2)} ms (Better Auth getSession ${betterAuthCheck.p50.toFixed(2)} ms)`,
  );

  const [bareServer, server] = await servers(t, databaseUrl);
  try {
    const { connections, seconds } = SETTINGS.load;
    const url = (path: string) => `${server.origin}${path}`;
    const dashboardUrl = url(`/api/dashboard?today=${SETTINGS.today}`);
    await load({ url: dashboardUrl, cookie: coach.cookie, seconds: SETTINGS.load.warmUpSeconds, connections });
    await load({ url: url('/api/config'), seconds: SETTINGS.load.warmUpSeconds, connections });
    await load({ url: `${bareServer.origin}/ping`, seconds: SETTINGS.load.warmUpSeconds, connections });
    const bare = await load({ url: `${bareServer.origin}/ping`, seconds, connections });
    const config = await load({ url: url('/api/config'), seconds, connections });
    const dashboard = await load({ url: dashboardUrl, cookie: coach.cookie, seconds, connections });
    const me = await load({ url: url('/api/me'), cookie: coach.cookie, seconds: SETTINGS.load.meSeconds, connections });
    const atRate = await load({
      url: dashboardUrl,
      cookie: coach.cookie,
      seconds,
      connections,
      rate: SETTINGS.load.rate,
    });
    const cluster = databaseUrl
      ? await clusterDashboard(
          { databaseUrl, cookie: coach.cookie, path: `/api/dashboard?today=${SETTINGS.today}` },
          SETTINGS.cluster,
        )
      : undefined;
    for (const [name, figures] of Object.entries({ bare, config, dashboard, me, atRate, cluster })) {
      if (!figures) continue;
      console.log(
        `  ${name.padEnd(10)} p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
          `${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s`,
      );
    }
    return { label, bare, config, dashboard, me, atRate, cluster, sqlQuery, fetchAll, sessionCheck, betterAuthCheck };
  } finally {
    await server.stop();
    await bareServer.stop();
  }
}
