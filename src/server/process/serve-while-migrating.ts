import type { Server } from 'node:http';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import { migratingApp } from './migrating-app';

type Answer = (request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response>;

export interface ServeWhileMigratingOptions {
  port: number;
  hostname: string;
  /** Applies the migrations; the process answers 503 until it resolves. */
  migrate: () => Promise<void>;
  /** Builds the app once the database is migrated. */
  buildApp: () => { fetch: Answer };
}

/**
 * How long an idle kept-alive connection stays open. Node's 5 s is shorter than the idle time of
 * the clients and proxies in front of us (a load balancer's 60 s, a browser's or an HTTP agent's
 * pool): one of them sends its next request on a connection the server is closing at that moment,
 * and gets a reset (seen on CI, a test's request after 6 idle seconds). Longer than those clients,
 * the server is never the one to close first.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Listens on the port; resolves once listening, rejects when the port cannot be had. */
function listen(port: number, hostname: string, fetch: Answer) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => {
      server.off('error', reject);
      (server as Server).keepAliveTimeout = KEEP_ALIVE_MS;
      // Must outlast the keep-alive time, or a slow next request on a kept connection is cut.
      (server as Server).headersTimeout = KEEP_ALIVE_MS + 1_000;
      resolve(server);
    });
    server.once('error', reject);
  });
}

/**
 * Listens first, answering 503 (migrating-app.ts) while the migrations run, then hands every
 * request to the app. `ready` resolves once the app answers, and rejects with the migration's
 * error. A process waiting for another to finish migrating (PostgreSQL's advisory lock) says so to
 * its load balancer rather than refusing connections.
 */
export async function serveWhileMigrating(options: ServeWhileMigratingOptions) {
  let answer: Answer = migratingApp().fetch;
  const server = await listen(options.port, options.hostname, (request, bindings) => answer(request, bindings));
  const ready = options.migrate().then(() => {
    answer = options.buildApp().fetch;
  });
  return { server, ready };
}
