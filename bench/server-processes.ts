/**
 * `npm run bench` on PostgreSQL: servers in processes of their own, as production runs them.
 *  - The built server (`dist/server/index.js`, rebuilt first) started as `npm start` starts it,
 *    with WEB_CONCURRENCY processes, over the bench's seeded database.
 *  - The bare Hono route (bench/bare-server.mjs) beside it, served the same way.
 * One process stays on the bench's own core (core 0 when pinning is possible, bench/http-load.ts);
 * a cluster's processes may use every core, and share core 1 with the load generator.
 */
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import { TEST_AUTH_SECRET } from '../src/test/build-app';
import { freePort } from '../src/test/built-server';
import { PINNED, load, type LoadFigures } from './http-load';

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export interface ServerProcess {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts `args` under Node with `env` on a free port, once `readyPath` answers 200. */
async function startProcess(
  args: string[],
  env: (port: number) => NodeJS.ProcessEnv,
  readyPath: string,
  everyCore: boolean,
) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const command = [process.execPath, ...args];
  // A child inherits this process's core 0; a cluster gets every core back.
  const [file, ...rest] = PINNED && everyCore ? ['taskset', '-c', `0-${os.cpus().length - 1}`, ...command] : command;
  const child = spawn(file!, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: env(port) });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${origin}${readyPath}`))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`${args.join(' ')} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop } satisfies ServerProcess;
}

/** The built server with `processes` server processes sharing one port, over `databaseUrl`. */
export function startBuiltServer(databaseUrl: string, processes: number): Promise<ServerProcess> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const env = (port: number) => ({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    // The scene's cookie is signed with the tests' secret.
    AUTH_SECRET: TEST_AUTH_SECRET,
    WEB_CONCURRENCY: String(processes),
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
  });
  return startProcess(['dist/server/index.js'], env, '/api/health', processes > 1);
}

/** The floor: a bare Hono route, served by the same @hono/node-server, in a process of its own. */
export function startBareServer(): Promise<ServerProcess> {
  return startProcess(['bench/bare-server.mjs'], (port) => ({ ...process.env, PORT: String(port) }), '/ping', false);
}

export interface ClusterRun {
  processes: number;
  rate: number;
  seconds: number;
  connections: number;
  warmUpSeconds: number;
}

/** The dashboard at a fixed rate through `processes` server processes sharing one port. */
export async function clusterDashboard(
  { databaseUrl, cookie, path }: { databaseUrl: string; cookie: string; path: string },
  run: ClusterRun,
): Promise<LoadFigures> {
  const server = await startBuiltServer(databaseUrl, run.processes);
  try {
    const url = `${server.origin}${path}`;
    const { connections } = run;
    // Long enough for every process to have answered and warmed up.
    await load({ url, cookie, seconds: run.warmUpSeconds, connections });
    return await load({ url, cookie, seconds: run.seconds, connections, rate: run.rate });
  } finally {
    await server.stop();
  }
}
