// A worker thread started from the TypeScript sources: tsx compiles worker-tasks.ts and what it
// imports, with the server's tsconfig (for the `@/` paths). A built server never loads this file.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../../tsconfig.node.json', import.meta.url));
const tasks = await tsImport('./worker-tasks.ts', { parentURL: import.meta.url, tsconfig });

export default tasks.default;
