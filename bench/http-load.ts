import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/**
 * One autocannon run. The load generator runs in a worker thread (`workers: 1`), so that it does
 * not share the event loop of the server it measures. At a fixed rate autocannon corrects the
 * latencies for coordinated omission: a late answer also counts against the requests it delayed.
 */
export async function load({ url, cookie, seconds, connections, rate }: Load): Promise<LoadFigures> {
  const result = await autocannon({
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
