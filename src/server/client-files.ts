import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const ENTRY_PAGES = 'entry-pages';

function entryPageFiles(root: string) {
  const folder = path.join(root, ENTRY_PAGES);
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => file.endsWith('.html')) : [];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

type ServeOptions = Parameters<typeof serveStatic<AppEnv>>[0];

/**
 * serveStatic, with a Cache-Control header on what it finds. Its own `onFound` runs after the
 * response is built, too late for a header (every file went out without one).
 */
function serveWith(cacheControl: string, options: ServeOptions): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>(options);
  return async (c, next) => {
    const response = await serve(c, next);
    // Not found, it hands over to the next handler and returns what that gave, not a Response.
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl);
    return response;
  };
}

/**
 * Hashed assets are cached for a year; every other file (index.html, the service worker, icons)
 * is checked again at each use, so a deploy is picked up at once (the worker then reloads open
 * pages onto it). Text files go out as the Brotli or gzip copies the build wrote beside them
 * (scripts/precompress.mjs), when the browser accepts one.
 */
export function serveClient(app: Hono<AppEnv>, root: string) {
  // The worker goes out as it is on disk, uncompressed: the browser compares it byte for byte on
  // every visit, and a copy written at build time would hide a later change to the file.
  app.use('/sw.js', serveWith(REVALIDATE, { root }));
  app.use('/assets/*', serveWith(IMMUTABLE, { root, precompressed: true }));
  // Pages most often opened first have their own copy of index.html that names their chunks
  // (scripts/entry-pages-plugin.ts): '<name>.html' answers '/<name>', 'index.html' answers '/'.
  for (const file of entryPageFiles(root)) {
    const route = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
    app.get(route, serveWith(REVALIDATE, { root, path: `${ENTRY_PAGES}/${file}`, precompressed: true }));
  }
  app.use('*', serveWith(REVALIDATE, { root, precompressed: true }));
  app.get('*', serveWith(REVALIDATE, { root, path: 'index.html', precompressed: true }));
}
