import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './build-app';

/**
 * The app served over a real socket on a free loopback port (IPv4, or IPv6's `::1`), as
 * src/server/process/serve.ts serves it: for what `app.request()` does not go through (Node's own
 * request and response, the socket's peer address).
 */
export async function serveOnLoopback(app: Pick<TestApp['app'], 'fetch'>, hostname: '127.0.0.1' | '::1' = '127.0.0.1') {
  const server = serve({ fetch: app.fetch, port: 0, hostname }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: hostname === '::1' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
