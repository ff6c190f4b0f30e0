import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Extensions and the JSON attribute written out: Vite's coming native config loader needs them
// (without them every build warns about it).
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';
import entryPages from './scripts/entry-pages.json' with { type: 'json' };
import { entryPagesPlugin } from './scripts/entry-pages-plugin.ts';
import { firstPageChunks } from './scripts/first-page-chunks.ts';
import { startupMarkupPlugin } from './scripts/startup-markup-plugin.ts';

const src = path.resolve(import.meta.dirname, 'src');
const publicDir = path.resolve(import.meta.dirname, 'public');

const firstPages = firstPageChunks({
  clientRoot: path.join(src, 'client'),
  entry: 'main.tsx',
  pages: entryPages,
  barrels: ['lucide-react', 'radix-ui'],
});

const { version } = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

export default defineConfig({
  root: 'src/client',
  // The About page shows the version being served, fixed at build time.
  define: { __APP_VERSION__: JSON.stringify(version) },
  publicDir,
  plugins: [
    // Fast Refresh drives React's own renderer; under Preact an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    serviceWorkerPlugin({ entry: path.join(src, 'worker/service-worker.ts'), publicDir, alias: { '@': src } }),
    startupMarkupPlugin({ component: path.join(src, 'client/app/startup-screen.tsx'), alias: { '@': src } }),
    firstPages.plugin,
    entryPagesPlugin({ clientRoot: path.join(src, 'client'), pages: entryPages }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // The browser runs Preact through its React compatibility layer: react-dom alone is 68 KB
      // gzip, more than half of the 120 KB budget for /login (docs/decisions/019-preact-in-the-browser.md).
      // Types, tests and the server still see React.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
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
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});
