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

/** Listens on the port; resolves once listening, rejects when the port cannot be had. */
function listen(port: number, hostname: string, fetch: Answer) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => {
      server.off('error', reject);
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
