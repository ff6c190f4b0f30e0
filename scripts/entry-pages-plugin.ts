import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

interface EntryPagesOptions {
  /** The folder route modules are named from (src/client). */
  clientRoot: string;
  /** Page address → the lazy modules the router loads for it (scripts/entry-pages.json). */
  pages: Record<string, string[]>;
}

/** Where an entry page is written in the client build; src/server/client-files.ts serves that folder. */
const entryPageFile = (route: string) => `entry-pages/${route === '/' ? 'index' : route.slice(1)}.html`;

/**
 * Writes a copy of index.html for each page people most often open first, naming the page's lazy
 * chunks (and what they import) as `modulepreload` links. The browser then fetches them beside the
 * entry, instead of once the entry has run and the router has matched the address: one round trip
 * less before the page is drawn.
 */
export function entryPagesPlugin({ clientRoot, pages }: EntryPagesOptions): Plugin {
  return {
    name: 'entry-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return this.error('entry-pages: no index.html in the bundle');
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(
        chunks.flatMap((chunk) =>
          chunk.facadeModuleId ? [[path.relative(clientRoot, chunk.facadeModuleId), chunk] as const] : [],
        ),
      );
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const inIndex = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      for (const [route, modules] of Object.entries(pages)) {
        const files = modules.map(
          (module) => byModule.get(module)?.fileName ?? this.error(`entry-pages: no chunk for ${module}`),
        );
        const links = [...closure(files)]
          .filter((file) => !inIndex.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        this.emitFile({
          type: 'asset',
          fileName: entryPageFile(route),
          source: String(html.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      }
    },
  };
}
