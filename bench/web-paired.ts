/**
 * `npm run bench:web:paired -- <other checkout> [rounds]`: Lighthouse on the landing page, /login
 * and /dashboard of two versions served side by side, the other checkout (A, for example a clone
 * at the commit before a change, with its `npm ci` done) and this one (B), alternating between
 * them (A then B, then B then A) for each page in each round. Scores move by ±10 from run to run on
 * a shared machine, whose speed drifts; pairing the runs lets a change be told from that drift.
 * Prints every run and the medians; writes nothing. Not part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { measure, type Figures } from './lighthouse-run';
import { signInBenchCoach } from './web-coach';
import { startProductionServer } from './web-server';

const [otherCheckout, roundsArgument = '5'] = process.argv.slice(2);
if (!otherCheckout || !fs.existsSync(path.join(otherCheckout, 'package.json'))) {
  console.error('usage: npm run bench:web:paired -- <other checkout> [rounds]');
  process.exit(2);
}
const ROUNDS = Number(roundsArgument);
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

async function serve(version: 'A' | 'B', checkout: string, port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `coach-bench-paired-${version}-`));
  const server = await startProductionServer({ port, dataDir, checkout });
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signInBenchCoach(baseUrl, path.join(dataDir, 'outbox'));
  return { version, baseUrl, cookie, server, dataDir };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const versions = [await serve('A', otherCheckout, 5301), await serve('B', '.', 5302)];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const runs = new Map<string, Figures[]>();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of PAGES) {
      for (const version of round % 2 === 0 ? versions : [...versions].reverse()) {
        const figures = await measure(
          `${version.baseUrl}${page.path}`,
          chrome.port,
          page.signedIn ? version.cookie : undefined,
        );
        if (new URL(figures.finalUrl).pathname !== page.path) {
          throw new Error(`${page.path} on ${version.version} ended at ${figures.finalUrl}`);
        }
        const key = `${page.path} ${version.version}`;
        runs.set(key, [...(runs.get(key) ?? []), figures]);
        console.log(
          `${key}: score ${figures.score}, FCP ${Math.round(figures.fcpMs)} ms, ` +
            `LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  for (const version of versions) {
    await version.server.stop();
    fs.rmSync(version.dataDir, { recursive: true, force: true });
  }
}

console.log(`\nmedians of ${ROUNDS} rounds (A: ${otherCheckout}, B: this checkout)`);
for (const [key, figures] of runs) {
  const of = (pick: (run: Figures) => number) => Math.round(median(figures.map(pick)));
  console.log(
    `${key}: score ${of((run) => run.score)}, FCP ${of((run) => run.fcpMs)} ms, ` +
      `LCP ${of((run) => run.lcpMs)} ms, TBT ${of((run) => run.tbtMs)} ms`,
  );
}
