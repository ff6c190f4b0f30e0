import { fileURLToPath } from 'node:url';
import type { WorkerFile } from './lib/worker-pool/worker-pool';

/**
 * The file worker threads start from. A built server (this code inside dist/server/index.js) has
 * dist/server/worker-tasks.js beside it; from the sources (tests, `npm run dev`, the demo and the
 * benchmarks) a small loader brings in worker-tasks.ts through tsx.
 */
const fromSources = import.meta.url.endsWith('.ts');

export const workerTasksFile: WorkerFile = {
  filename: fileURLToPath(new URL(fromSources ? './worker-tasks-source.mjs' : './worker-tasks.js', import.meta.url)),
};
