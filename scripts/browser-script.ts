import { build } from 'esbuild';

interface BrowserScriptOptions {
  /** Path aliases its imports use ('@' → src). */
  alias?: Record<string, string>;
  /** Values written into the code at build time. */
  define?: Record<string, string>;
}

/**
 * A script the browser loads on its own, outside Vite's module graph (the service worker, the
 * pre-rendered pages' loader): bundled and minified into one classic script.
 */
export async function buildBrowserScript(entry: string, { alias, define }: BrowserScriptOptions = {}) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    ...(alias ? { alias } : {}),
    ...(define ? { define } : {}),
  });
  return result.outputFiles[0]!.text;
}
