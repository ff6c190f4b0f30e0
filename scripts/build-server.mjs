// Bundles the API server into dist/server/index.js, and the worker threads' tasks beside it
// (dist/server/worker-tasks.js, loaded by src/server/worker-tasks-file.ts). Dependencies stay in
// node_modules (`packages: 'external'`); migrations stay in src/server/db/migrations, which the
// server resolves from the working directory. `node scripts/build-server.mjs <dir>/index.js`
// writes both elsewhere (the multi-instance test builds its own copy).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

try {
  await build({
    absWorkingDir: root,
    entryPoints: { index: 'src/server/index.ts', 'worker-tasks': 'src/server/worker-tasks.ts' },
    outdir: path.dirname(process.argv[2] ?? 'dist/server/index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@': path.join(root, 'src') },
    tsconfig: 'tsconfig.node.json',
    sourcemap: true,
    logLevel: 'warning',
  });
} catch {
  // esbuild has already printed the errors.
  process.exit(1);
}
