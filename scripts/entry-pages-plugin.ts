import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { buildBrowserScript } from './browser-script';
import type { Prerenderer } from './prerender';
import { startupRoot } from './startup-markup-plugin';

/** One page of scripts/entry-pages.json. */
export interface EntryPage {
  /** The lazy modules the router loads for it (from src/client). */
  modules: string[];
  /** A public page whose markup is rendered at build time, then hydrated (ADR 026). */
  prerender?: boolean;
  /** Its code is grouped into chunks by first page (scripts/first-page-chunks.ts, ADR 023). */
  chunks?: boolean;
  /** A signed-in page whose frame (top bar, heading, loading state) replaces the start-up screen (ADR 050). */
  frame?: boolean;
}

interface EntryPagesOptions {
  /** The folder route modules are named from (src/client). */
  clientRoot: string;
  /** Page address → what it loads (scripts/entry-pages.json). */
  pages: Record<string, EntryPage>;
  prerender: () => Promise<Prerenderer>;
  /** The script that asks for a pre-rendered page's scripts once it is drawn (ADR 049). */
  afterFirstPaint: { entry: string; templateId: string };
}

/** Where an entry page is written in the client build; src/server/client-files.ts serves that folder. */
const entryPageFile = (route: string) => `entry-pages/${route === '/' ? 'index' : route.slice(1)}.html`;

/**
 * Writes a copy of index.html for each page people most often open first, naming the page's lazy
 * chunks (and what they import) as `modulepreload` links. The browser then fetches them beside the
 * entry, instead of once the entry has run and the router has matched the address: one round trip
 * less before the page is drawn. A public page's copy holds the page itself, rendered by React, in
 * place of the start-up screen: its text is painted before any script runs, and the app hydrates it
 * (src/client/main.tsx) when the address is the one it was rendered for. Such a page holds its
 * entry and preload links back until it is drawn (ADR 049).
 */
export function entryPagesPlugin({ clientRoot, pages, prerender, afterFirstPaint }: EntryPagesOptions): Plugin {
  return {
    name: 'entry-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
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
      const renderer = await prerender();
      const startup = startupRoot(renderer.startupScreen());
      const source = String(html.source);
      if (!source.includes(startup)) return this.error('entry-pages: index.html has no start-up screen');
      const loaderCode = await buildBrowserScript(afterFirstPaint.entry);
      const loaderFile = `assets/after-first-paint-${createHash('sha256').update(loaderCode).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: loaderFile, source: loaderCode });
      const pageSource = async (route: string, page: EntryPage, withLinks: string) => {
        if (!page.prerender && !page.frame) return withLinks;
        const held = scriptsAfterFirstPaint(withLinks, { loaderFile, templateId: afterFirstPaint.templateId });
        if (page.prerender)
          return held.replace(
            startup,
            `<div id="root" data-prerendered="${route}">${await renderer.page(route)}</div>`,
          );
        // Inert and hidden from assistive technology until the app draws over it: a click on the
        // frame's controls would do nothing (or leave the page); a screen reader meets the page once
        // it works, and so do tests that find the page by its roles.
        const frame = await renderer.signedInFrame(route);
        return held.replace(startup, startupRoot(`<div inert aria-hidden="true">${frame}</div>`));
      };
      for (const [route, page] of Object.entries(pages)) {
        const files = page.modules.map(
          (module) => byModule.get(module)?.fileName ?? this.error(`entry-pages: no chunk for ${module}`),
        );
        const links = [...closure(files)]
          .filter((file) => !inIndex.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const withLinks = source.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        this.emitFile({
          type: 'asset',
          fileName: entryPageFile(route),
          source: await pageSource(route, page, withLinks),
        });
      }
    },
  };
}

const SCRIPT_OR_PRELOAD = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/**
 * A pre-rendered page asks for its scripts once it is drawn (ADR 049): the entry and every
 * `modulepreload` move into an inert template, which the small loader puts into the head then.
 */
export function scriptsAfterFirstPaint(
  html: string,
  { loaderFile, templateId }: { loaderFile: string; templateId: string },
) {
  const held: string[] = [];
  const rest = html.replace(SCRIPT_OR_PRELOAD, (tag) => {
    held.push(tag.trim());
    return '';
  });
  if (!held.some((tag) => tag.startsWith('<script'))) throw new Error('entry-pages: index.html has no module script');
  return rest.replace(
    '</head>',
    `  <script defer src="/${loaderFile}"></script>\n    <template id="${templateId}">${held.join('')}</template>\n  </head>`,
  );
}
