import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/** What src/client/app/prerender.tsx exports, run on Node at build time. */
export interface Prerenderer {
  /** The start-up screen's markup, for index.html's root element. */
  startupScreen(): string;
  /** A public page's markup, as the browser's first render draws it (it hydrates over it). */
  page(pathname: string): Promise<string>;
  /** A signed-in page's frame before its data, for its entry page's root element (ADR 050). */
  signedInFrame(pathname: string): Promise<string>;
}

interface PrerenderOptions {
  /** src/client/app/prerender.tsx. */
  entry: string;
  /** Path aliases its imports use ('@' → src). */
  alias: Record<string, string>;
  /** Constants Vite defines for the browser build (the version on /about). */
  define: Record<string, string>;
}

/**
 * Bundles the app's prerender module for Node with esbuild (as the service worker is bundled) and
 * loads it, once per build: the start-up screen and the public pages are rendered by the very
 * components the browser runs (ADR 022, ADR 026).
 */
export function prerenderer(options: PrerenderOptions): () => Promise<Prerenderer> {
  let loaded: Promise<Prerenderer> | undefined;
  return () => (loaded ??= load(options));
}

/**
 * Vite's `?worker` imports (ALTCHA's proof-of-work workers) mean nothing on Node; the modules that
 * start workers run only in the browser's effects, never in a render.
 */
const noWorkers: Plugin = {
  name: 'no-workers',
  setup(esbuild) {
    esbuild.onResolve({ filter: /\?worker$/ }, (args) => ({ path: args.path, namespace: 'no-workers' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'no-workers' }, () => ({
      contents: "export default class { constructor() { throw new Error('No workers at build time'); } }",
      loader: 'js',
    }));
  },
};

async function load({ entry, alias, define }: PrerenderOptions): Promise<Prerenderer> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    alias,
    // The production builds of React and the libraries, as the browser gets; stylesheets are the
    // browser build's business.
    define: { ...define, 'process.env.NODE_ENV': '"production"', 'import.meta.env.PROD': 'true' },
    loader: { '.css': 'empty' },
    plugins: [noWorkers],
    write: false,
    logLevel: 'silent',
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  try {
    const file = path.join(dir, 'prerender.cjs');
    fs.writeFileSync(file, result.outputFiles[0]!.text);
    return createRequire(import.meta.url)(file) as Prerenderer;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
