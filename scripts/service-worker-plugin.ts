import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildBrowserScript } from './browser-script';

interface ServiceWorkerOptions {
  /** The worker's source file. */
  entry: string;
  /** Vite's public folder: its files are served from the root and precached too. */
  publicDir: string;
  /** Path aliases the worker's imports use ('@' → src). */
  alias: Record<string, string>;
}

/** Not part of the app shell: source maps, and the entry pages' copies of index.html (the shell is index.html). */
const NOT_PRECACHED = /\.map$|^\/?entry-pages\//;

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const relative = `${prefix}/${item.name}`;
    return item.isDirectory() ? listFiles(path.join(dir, item.name), relative) : [relative];
  });
}

/**
 * Builds the service worker into the client build as /sw.js, after Vite has written the rest:
 * the worker receives the list of every built and public file to precache, and a version derived
 * from their contents, so that each deploy installs a new worker and drops the old cache.
 */
export function serviceWorkerPlugin({ entry, publicDir, alias }: ServiceWorkerOptions): Plugin {
  return {
    name: 'coach-logbook:service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const built = Object.values(bundle)
        .filter((file) => !NOT_PRECACHED.test(file.fileName))
        .map((file) => {
          hash.update(file.fileName).update(file.type === 'chunk' ? file.code : file.source);
          return `/${file.fileName}`;
        });
      const publicFiles = fs.existsSync(publicDir)
        ? listFiles(publicDir).filter((file) => !NOT_PRECACHED.test(file))
        : [];
      for (const file of publicFiles) hash.update(file).update(fs.readFileSync(path.join(publicDir, file)));
      const files = [...new Set([...built, ...publicFiles])].sort();

      const code = await buildBrowserScript(entry, {
        alias,
        define: {
          __PRECACHE_FILES__: JSON.stringify(files),
          __PRECACHE_VERSION__: JSON.stringify(hash.digest('hex').slice(0, 16)),
        },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
