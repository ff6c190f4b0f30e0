import { serve } from '@hono/node-server';
import autocannon, { type Result } from 'autocannon';
import { execFile, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { promisify } from 'node:util';
import type { TestApp } from '../src/test/build-app';

/** The app served over HTTP on a free loopback port, as src/server/index.ts serves it. */
export async function listenOnLoopback(app: TestApp['app']) {
  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    ) as Server;
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server!.closeAllConnections();
        server!.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface Load {
  url: string;
  cookie?: string;
  seconds: number;
  connections: number;
  /** Requests per second over all connections; as fast as the server answers when absent. */
  rate?: number;
}

export interface LoadFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
}

function canPinCores() {
  if (os.cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where `taskset` exists and there are two cores or more, the server (this process, every thread)
 * runs on core 0 and autocannon, as a process of its own, on core 1: the load generator then
 * takes no CPU from the server it measures. Elsewhere it runs in a worker thread of this process.
 */
export const PINNED = canPinCores();
if (PINNED) pinServer('0');

/** Every thread of this process on these cores (`taskset` list syntax). */
function pinServer(cores: string) {
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Runs `work` with the server free to use every core, as it is in production: the part that
 * checks that password hashing runs beside the event loop, on the thread pool, cannot keep both
 * on one core. autocannon stays on core 1.
 */
export async function withServerOnEveryCore<T>(work: () => Promise<T>): Promise<T> {
  if (!PINNED) return work();
  pinServer(`0-${os.cpus().length - 1}`);
  try {
    return await work();
  } finally {
    pinServer('0');
  }
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

type AutocannonResult = Pick<Result, 'errors' | 'non2xx' | 'latency' | 'duration' | '2xx'>;

async function autocannonOnCore1({ url, cookie, seconds, connections, rate }: Load): Promise<AutocannonResult> {
  const args = ['-c', '1', process.execPath, autocannonCli, '-j', '-c', String(connections), '-d', String(seconds)];
  args.push('-t', '10', ...(rate ? ['-R', String(rate)] : []), ...(cookie ? ['-H', `cookie=${cookie}`] : []), url);
  const { stdout } = await run('taskset', args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as AutocannonResult;
}

/**
 * One autocannon run (see PINNED for where it runs). At a fixed rate autocannon corrects the
 * latencies for coordinated omission: a late answer also counts against the requests it delayed.
 */
export async function load({ url, cookie, seconds, connections, rate }: Load): Promise<LoadFigures> {
  const result: AutocannonResult = PINNED
    ? await autocannonOnCore1({ url, cookie, seconds, connections, rate })
    : await autocannon({
        url,
        connections,
        duration: seconds,
        workers: 1,
        timeout: 10,
        ...(rate ? { overallRate: rate } : {}),
        ...(cookie ? { headers: { cookie } } : {}),
      });
  if (result.errors || result.non2xx) {
    throw new Error(`${url}: ${result.errors} connection errors, ${result.non2xx} answers other than 2xx`);
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result['2xx'] / result.duration,
  };
}
