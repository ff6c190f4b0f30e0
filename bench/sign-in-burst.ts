/**
 * `npm run bench`, sign-in part: a burst of sign-ins (10 a second for 10 s) must not slow the
 * other requests, because password hashing (scrypt, ~175 ms of CPU each here) runs on threads of
 * its own that give way to the event loop. bench/fixed-rate-client.mjs loads an authenticated route
 * (GET /api/me, the session check) at a fixed rate, first alone, then while the burst runs; the
 * burst's own sign-ins are timed too. Figures go to docs/performance.md, section "Sign-in burst".
 */
import os from 'node:os';
import { passwordHashing } from '../src/server/features/auth/passwords/password-hashing';
import type { TestApp } from '../src/test/build-app';
import { TEST_ORIGIN } from '../src/test/build-app';
import type { BenchDatabase } from './databases';
import { PINNED, fixedRate, load, withServerOnEveryCore, type LoadFigures } from './http-load';
import { machineLine, percentile, today, writeSection } from './report';
import { signedInCoach } from './scenario';
import { serveOnLoopback } from '../src/test/loopback';

export const BURST = {
  signInsPerSecond: 10,
  seconds: 10,
  /** The other route: authenticated, at a fixed rate, over this many connections. */
  route: '/api/me',
  rate: 100,
  connections: 10,
  warmUpSeconds: 2,
  /** Target for the other route's p99 while the burst runs. */
  targetP99Ms: 50,
};

export interface SignInBurstFigures {
  label: BenchDatabase['label'];
  alone: LoadFigures;
  duringBurst: LoadFigures;
  signIns: { count: number; failed: number; p50: number; p99: number };
  /** One password hash on this machine, alone: the CPU a sign-in's check costs. */
  hashMs: number;
}

const BURST_EMAIL = 'burst-coach@example.com';
const PASSWORD = 'Harbour7Lantern';

/**
 * Sign-ins sent evenly for the burst's length, each on a connection of its own as separate browsers
 * would, from a process of their own (bench/http-load.ts), timed from when each was due.
 */
async function signInBurst(origin: string) {
  const { latencies, errors, non2xx } = await fixedRate({
    url: `${origin}/api/auth/sign-in/email`,
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: BURST_EMAIL, password: PASSWORD }),
    seconds: BURST.seconds,
    rate: BURST.signInsPerSecond,
  });
  return {
    count: latencies.length,
    failed: errors + non2xx,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Median of a few hashes one after another, nothing else running in the process. */
async function hashCost() {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await passwordHashing.hash(PASSWORD);
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

export async function signInBurstFigures(label: BenchDatabase['label'], t: TestApp): Promise<SignInBurstFigures> {
  const hashMs = await hashCost();
  const other = await signedInCoach(t, 'burst-other-route@example.com');
  await signedInCoach(t, BURST_EMAIL);
  const server = await serveOnLoopback(t.app);
  try {
    return await withServerOnEveryCore(async () => {
      const url = `${server.origin}${BURST.route}`;
      const steady = { url, cookie: other.cookie, connections: BURST.connections, rate: BURST.rate };
      await load({ ...steady, seconds: BURST.warmUpSeconds });
      const alone = await load({ ...steady, seconds: BURST.seconds });
      const [duringBurst, signIns] = await Promise.all([
        load({ ...steady, seconds: BURST.seconds }),
        signInBurst(server.origin),
      ]);
      console.log(
        `  ${BURST.route} alone p99 ${alone.p99.toFixed(1)} ms; during the burst p50 ${duringBurst.p50.toFixed(1)} ms, p99 ${duringBurst.p99.toFixed(1)} ms; ` +
          `${signIns.count} sign-ins, p50 ${signIns.p50.toFixed(0)} ms, p99 ${signIns.p99.toFixed(0)} ms`,
      );
      return { label, alone, duringBurst, signIns, hashMs };
    });
  } finally {
    await server.close();
  }
}

export function writeSignInBurstSection(rows: SignInBurstFigures[]) {
  const hashMs = Math.max(...rows.map((row) => row.hashMs));
  // Every core of the machine, not the ones this process is pinned to at the moment.
  const cores = os.cpus().length;
  const table = rows.flatMap(({ label, alone, duringBurst, signIns }) => [
    `| ${label} | \`GET ${BURST.route}\` alone | ${alone.p50.toFixed(1)} | ${alone.p99.toFixed(1)} | ${alone.requestsPerSecond.toFixed(0)} | ${alone.p99 < BURST.targetP99Ms ? 'yes' : 'no'} |`,
    `| ${label} | \`GET ${BURST.route}\` during the burst | ${duringBurst.p50.toFixed(1)} | ${duringBurst.p99.toFixed(1)} | ${duringBurst.requestsPerSecond.toFixed(0)} | ${duringBurst.p99 < BURST.targetP99Ms ? 'yes' : 'no'} |`,
    `| ${label} | \`POST /api/auth/sign-in/email\` (the burst: ${signIns.count} signed in, ${signIns.failed} failed) | ${signIns.p50.toFixed(0)} | ${signIns.p99.toFixed(0)} | ${BURST.signInsPerSecond} | — |`,
  ]);
  writeSection(`## Sign-in burst (\`npm run bench\`)

Measured ${today()} on ${machineLine()}. Load: ${BURST.signInsPerSecond} sign-ins a second for
${BURST.seconds} s (each checks a scrypt password hash on a thread that gives way to the event loop:
\`src/server/lib/security/hashing-threads.ts\`; one hash took ${hashMs.toFixed(0)} ms of CPU here, so the burst
alone asks for ${((BURST.signInsPerSecond * hashMs) / 1000).toFixed(2)} of this machine's ${cores} cores), while \`GET ${BURST.route}\` (the
session check of another signed-in coach) is sent at a fixed ${BURST.rate} requests a second over
${BURST.connections} connections, first alone, then during the burst, ${BURST.seconds} s each after a
${BURST.warmUpSeconds} s warm-up. The real app (test settings) on a loopback port; the sign-ins (each on a
connection of its own, as from separate browsers) and the other route's requests are sent evenly by
\`bench/fixed-rate-client.mjs\`, ${
    PINNED
      ? 'from processes of their own pinned to core 1; the server may use every core here, since hashing beside the event loop is what this part checks, and at most one hash runs per core but one (`MAX_CONCURRENT_HASHES`)'
      : 'from processes of their own'
  }. Each latency counts from when its request was due, so a late answer also counts against the
requests it held up (coordinated omission). Target: the other route's p99 under ${BURST.targetP99Ms} ms during the burst.

| database | request | p50 ms | p99 ms | req/s | p99 under ${BURST.targetP99Ms} ms |
| --- | --- | ---: | ---: | ---: | --- |
${table.join('\n')}
`);
}
