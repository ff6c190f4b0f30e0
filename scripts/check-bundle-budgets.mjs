// Fails the build when a route's initial JavaScript (the entry, the page's lazy chunks, and every
// chunk they import statically) grows past its gzip budget, or comes in more files than its
// ceiling: over HTTP/1.1 a browser fetches six at a time, each after a round trip
// (docs/decisions/023-first-page-chunks.md). Figures: docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

const KB = 1024;
// Each budget is for one page of scripts/entry-pages.json, which names the lazy chunks that page
// loads at once: its route, and for signed-in pages the shell around it (a lazy layout route).
const entryPages = JSON.parse(fs.readFileSync(path.join(root, 'scripts/entry-pages.json'), 'utf8'));
// Two rounds of six requests at most; the automatic split gave /login 25 files.
const MAX_FILES = 12;
// Ceilings: the React 19 build's measured figures plus 10 % (ADR 026; 166.7, 141.9 and 188.3 KB on
// 2026-11-26). The public pages arrive pre-rendered, so their text is drawn before these load. The
// dashboard's was set again once the navigation (account menu), the accreditation lines and the
// welcome had joined it: 230.4 KB measured the same day; set again at 186.0 KB plus 10 % once it no
// longer built schemas or loaded zod (2026-11-28, ADR 047).
const budgets = [
  { name: '/login', page: '/login', maxKb: 184 },
  // Issue 9: the landing page loads no heavy library (no form, no charts): the shell plus its pitch.
  { name: '/ (landing)', page: '/', maxKb: 157 },
  // Issue 11 set 200 KB for the shell with the dashboard, on Preact.
  { name: 'signed-in shell with /dashboard', page: '/dashboard', maxKb: 205 },
];

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

let failed = false;
for (const budget of budgets) {
  const chunks = new Set(staticClosure(entryKey));
  for (const key of entryPages[budget.page].modules) {
    if (!manifest[key]) throw new Error(`no chunk for ${key} in the Vite manifest`);
    staticClosure(key, chunks);
  }
  const bytes = [...chunks].reduce((total, key) => total + gzipSize(manifest[key].file), 0);
  const kb = bytes / KB;
  const ok = kb <= budget.maxKb && chunks.size <= MAX_FILES;
  if (!ok) failed = true;
  console.log(
    `${budget.name}: ${kb.toFixed(1)} KB gzip of JavaScript in ${chunks.size} files ` +
      `(budget ${budget.maxKb} KB, ${MAX_FILES} files) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (failed) process.exit(1);
