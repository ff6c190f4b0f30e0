// After `vite build`: writes a gzip and a Brotli copy beside every text file of the client build,
// which the server sends to browsers that accept them (`serveStatic({ precompressed: true })`).
// Compressing once at build time, at the highest levels, costs the server nothing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../dist/client');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this size the compressed copy saves less than a network packet.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  // The service worker is served as it is (src/server/app.ts).
  if (!entry.isFile() || !TEXT.test(entry.name) || entry.name === 'sw.js') continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += brotli.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with Brotli`,
);
