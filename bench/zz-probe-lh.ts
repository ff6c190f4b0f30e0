import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { signInBenchCoach } from './web-coach';
import { startProductionServer } from './web-server';

const PORT = 5299;
const pages = (process.argv[2] ?? '/,/login,/dashboard').split(',');
const tag = process.argv[3] ?? 'x';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-bench-web-'));
const server = await startProductionServer({ port: PORT, dataDir });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const cookie = pages.includes('/dashboard')
    ? await signInBenchCoach(baseUrl, path.join(dataDir, 'outbox'))
    : undefined;
  for (const p of pages) {
    for (let i = 0; i < Number(process.argv[4] ?? 1); i++) {
      const result = await lighthouse(`${baseUrl}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: p === '/dashboard' ? { Cookie: cookie! } : undefined,
      });
      const lhr = result!.lhr;
      fs.writeFileSync(`/tmp/lh/${tag}-${p.replace(/\//g, '_')}-${i}.json`, JSON.stringify(lhr));
      const a = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      console.log(
        p,
        'score',
        Math.round(lhr.categories.performance!.score! * 100),
        'FCP',
        a('first-contentful-paint'),
        'SI',
        a('speed-index'),
        'LCP',
        a('largest-contentful-paint'),
        'TBT',
        a('total-blocking-time'),
        'TTI',
        a('interactive'),
        'bench',
        lhr.environment.benchmarkIndex,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
