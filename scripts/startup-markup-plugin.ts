import type { Plugin } from 'vite';
import type { Prerenderer } from './prerender';

export const EMPTY_ROOT = '<div id="root"></div>';

/** index.html's root element once the start-up screen is written into it. */
export const startupRoot = (markup: string) => `<div id="root">${markup}</div>`;

/**
 * Writes the start-up screen, as React renders it, into index.html's empty root element. The
 * first paint then needs only the HTML and the stylesheet, not the app's JavaScript (under slow 4G
 * and a 4× slower CPU, 2.2 s instead of 3.0 s: ADR 022); it stays until the app draws the first page
 * over it (src/client/main.tsx, ADR 050). Public pages and /dashboard get their own markup instead
 * (scripts/entry-pages-plugin.ts).
 */
export function startupMarkupPlugin(prerender: () => Promise<Prerenderer>): Plugin {
  return {
    name: 'startup-markup',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
        return html.replace(EMPTY_ROOT, startupRoot((await prerender()).startupScreen()));
      },
    },
  };
}
