import { execFile, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { percentile } from './report';

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
 * runs on core 0 and the load generators, processes of their own, on core 1: they then take no
 * CPU from the server they measure. Elsewhere every process shares the cores.
 */
export const PINNED = canPinCores();
if (PINNED) pinServer('0');

/** Every thread of this process on these cores (`taskset` list syntax). */
function pinServer(cores: string) {
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Runs `work` with the server free to use every core, as it is in production: the part that
 * checks that password hashing runs beside the event loop, on threads of its own, cannot keep
 * both on one core. The load generators stay on core 1.
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
const fixedRateClient = fileURLToPath(new URL('./fixed-rate-client.mjs', import.meta.url));
const run = promisify(execFile);

/**
 * A load generator as a child process, on core 1 when PINNED (elsewhere sharing the cores); resolves
 * with what it printed, parsed.
 */
async function runLoadGenerator<T>(args: string[]): Promise<T> {
  const command = PINNED ? ['taskset', '-c', '1', process.execPath, ...args] : [process.execPath, ...args];
  const { stdout } = await run(command[0]!, command.slice(1), { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as T;
}

/** What the bench reads of autocannon's `-j` output. */
interface AutocannonJson {
  duration: number;
  errors: number;
  non2xx: number;
  '2xx': number;
  latency: { p50: number; p99: number };
}

/** As fast as the server answers: autocannon, `connections` requests in flight at all times. */
async function asFastAsAnswered({ url, cookie, seconds, connections }: Load): Promise<LoadFigures & Failures> {
  const result = await runLoadGenerator<AutocannonJson>([
    ...[autocannonCli, '-j', '-c', String(connections), '-d', String(seconds), '-t', '10'],
    ...(cookie ? ['-H', `cookie=${cookie}`] : []),
    url,
  ]);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result['2xx'] / result.duration,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export interface FixedRate {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  rate: number;
  /** Connections kept open and shared; without it, each request opens a connection of its own. */
  connections?: number;
}

/**
 * Requests sent evenly at `rate` by bench/fixed-rate-client.mjs (why not autocannon's own rate: see
 * that file). Latencies of the 2xx answers, sorted, each counted from when its request was due.
 */
export async function fixedRate(settings: FixedRate) {
  const result = await runLoadGenerator<{ latencies: number[]; errors: number; non2xx: number; seconds: number }>([
    fixedRateClient,
    JSON.stringify(settings),
  ]);
  return { ...result, latencies: result.latencies.sort((a, b) => a - b) };
}

async function atFixedRate({ url, cookie, seconds, connections, rate }: Load & { rate: number }) {
  const {
    latencies,
    errors,
    non2xx,
    seconds: took,
  } = await fixedRate({
    url,
    headers: cookie ? { cookie } : {},
    seconds,
    connections,
    rate,
  });
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requestsPerSecond: latencies.length / took,
    errors,
    non2xx,
  };
}

interface Failures {
  errors: number;
  non2xx: number;
}

/**
 * One run of load (see PINNED for where the load generator runs). At a fixed rate, latencies count
 * from when each request was due, so a late answer also counts against the requests it delayed
 * (coordinated omission); as fast as answered, autocannon's whole milliseconds.
 */
export async function load(settings: Load): Promise<LoadFigures> {
  const { rate } = settings;
  const { errors, non2xx, ...figures } = rate
    ? await atFixedRate({ ...settings, rate })
    : await asFastAsAnswered(settings);
  if (errors || non2xx) {
    throw new Error(`${settings.url}: ${errors} connection errors, ${non2xx} answers other than 2xx`);
  }
  return figures;
}
