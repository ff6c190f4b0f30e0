import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

export interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  finalUrl: string;
}

// Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is
// made again, up to this many times.
const ATTEMPTS = 3;

/** One Lighthouse run (mobile preset, performance only) of `url` in the Chromium on `port`. */
export async function measure(url: string, port: number, cookie?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, port, cookie);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${(error as Error).message}; again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function measureOnce(url: string, port: number, cookie?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // BENCH_WEB_REPORTS=<folder> keeps each run's whole Lighthouse report, to see where the time went.
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-') || 'landing'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}
