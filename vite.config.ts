import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Extensions and the JSON attribute written out: Vite's coming native config loader needs them
// (without them every build warns about it).
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';
import entryPagesJson from './scripts/entry-pages.json' with { type: 'json' };
import { entryPagesPlugin, type EntryPage } from './scripts/entry-pages-plugin.ts';
import { firstPageChunks } from './scripts/first-page-chunks.ts';
import { prerenderer } from './scripts/prerender.ts';
import { startupMarkupPlugin } from './scripts/startup-markup-plugin.ts';
import { AFTER_FIRST_PAINT_ID } from './src/client/boot/after-first-paint-id.ts';

const src = path.resolve(import.meta.dirname, 'src');
const publicDir = path.resolve(import.meta.dirname, 'public');

// The auth feature's index.ts is a barrel as well (ADR 030): the offline queue on every page takes
// only `useMe` from it, and walking through it would put sign-out and the password rules into the
// first download of the public pages.
const authBarrel = path.join(src, 'client/features/auth/index.ts');
const entryPages: Record<string, EntryPage> = entryPagesJson;

const firstPages = firstPageChunks({
  clientRoot: path.join(src, 'client'),
  entry: 'main.tsx',
  pages: Object.fromEntries(
    Object.entries(entryPages).flatMap(([page, { modules, chunks }]) => (chunks ? [[page, modules]] : [])),
  ),
  barrels: ['lucide-react', 'radix-ui', authBarrel],
  ownChunks: ['zod'],
});

const { version } = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};
// The About page shows the version being served, fixed at build time.
const define = { __APP_VERSION__: JSON.stringify(version) };

// The start-up screen and the public pages, rendered at build time by the app's own components.
const prerender = prerenderer({ entry: path.join(src, 'client/app/prerender.tsx'), alias: { '@': src }, define });

export default defineConfig({
  root: 'src/client',
  define,
  publicDir,
  plugins: [
    react(),
    tailwindcss(),
    serviceWorkerPlugin({ entry: path.join(src, 'worker/service-worker.ts'), publicDir, alias: { '@': src } }),
    startupMarkupPlugin(prerender),
    firstPages.plugin,
    entryPagesPlugin({
      clientRoot: path.join(src, 'client'),
      pages: entryPages,
      prerender,
      afterFirstPaint: {
        entry: path.join(src, 'client/boot/after-first-paint-entry.ts'),
        templateId: AFTER_FIRST_PAINT_ID,
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // React Router publishes only its development build under its package name, with warnings
      // checked on every navigation; the browser gets the production build beside it.
      {
        find: /^react-router$/,
        replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
      },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    // Read by scripts/check-bundle-budgets.mjs to follow each route's static imports.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstPages.groups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});
