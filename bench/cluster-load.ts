/**
 * `npm run bench`, dashboard part on PostgreSQL: the built server (`dist/server/index.js`, rebuilt
 * first) started as `npm start` starts it, with WEB_CONCURRENCY server processes, over the bench's
 * seeded database, and loaded at a fixed rate. Its processes may use every core; the load generator
 * keeps to core 1 when pinning is possible (bench/http-load.ts), so it shares that core with them.
 */
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { TEST_AUTH_SECRET } from '../src/test/build-app';
import { PINNED, load, type LoadFigures } from './http-load';

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
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
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const command = [process.execPath, 'dist/server/index.js'];
  // This process is pinned to core 0, and a child inherits that: the server gets every core back.
  const [file, ...args] = PINNED ? ['taskset', '-c', `0-${os.cpus().length - 1}`, ...command] : command;
  const server = spawn(file!, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: origin,
      DATABASE_URL: databaseUrl,
      // The scene's cookie is signed with the tests' secret.
      AUTH_SECRET: TEST_AUTH_SECRET,
      WEB_CONCURRENCY: String(run.processes),
      LOG_LEVEL: 'silent',
      CAPTCHA: 'off',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    while (!(await answers(`${origin}/api/health`))) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the built server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const url = `${origin}${path}`;
    const { connections } = run;
    // Long enough for every process to have answered and warmed up.
    await load({ url, cookie, seconds: run.warmUpSeconds, connections });
    return await load({ url, cookie, seconds: run.seconds, connections, rate: run.rate });
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}
