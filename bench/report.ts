import fs from 'node:fs';
import os from 'node:os';

const FILE = 'docs/performance.md';
const PREAMBLE =
  '# Performance\n\nFigures written by the benchmarks; each section is replaced when its benchmark runs again.\n';

/** The value at or below which p % of the sorted samples lie. */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50 and p99 of `repeats` timed calls, after a few untimed ones that warm caches up. */
export async function timeCalls(repeats: number, call: () => Promise<unknown>, warmUp = 5) {
  const samples: number[] = [];
  for (let i = 0; i < repeats + warmUp; i += 1) {
    const started = performance.now();
    await call();
    if (i >= warmUp) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

export function machineLine() {
  const cpus = os.cpus();
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  // Other work on the machine makes the figures noisy: the load average says how busy it was.
  const load = `load average ${os.loadavg()[0]!.toFixed(1)} when written`;
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${memory}, Node ${process.version}, ${load}`;
}

export const today = () => new Date().toISOString().slice(0, 10);

/**
 * Puts `text` (which starts with its own `## Heading` line) into docs/performance.md in place
 * of the section with the same heading, or at the end when there is none; other sections stay.
 */
export function writeSection(text: string) {
  const section = `${text.trimEnd()}\n`;
  const heading = section.slice(0, section.indexOf('\n'));
  const existing = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : PREAMBLE;
  const start = existing.indexOf(`${heading}\n`);
  const end = start === -1 ? -1 : existing.indexOf('\n## ', start + 1);
  const next =
    start === -1
      ? `${existing.trimEnd()}\n\n${section}`
      : `${existing.slice(0, start)}${section}${end === -1 ? '' : `\n${existing.slice(end + 1)}`}`;
  fs.writeFileSync(FILE, next);
  console.log(`Wrote "${heading.slice(3)}" to ${FILE}`);
}
