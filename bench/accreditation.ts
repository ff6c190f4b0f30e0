/**
 * `npm run bench`, accreditation part: every body's figures for the busy coach of the scene
 * (10,000 sessions, 500 clients, 300 supervision sessions, 200 CPD records, plus the accreditation
 * records seeded here). Times in process the first read after a write (the one statement that
 * computes the figures, and their store) and a cached read, then loads GET /api/accreditation at a
 * fixed 200 requests per second through the real app. Section "Accreditation figures".
 */
import { eq, sql as sqlText } from 'drizzle-orm';
import { accreditationFiguresCache } from '../src/server/db/schema';
import { seedAccreditationRecords } from '../src/server/features/accreditation/accreditation-seed';
import { loadFigures } from '../src/server/features/accreditation/accreditation.service';
import type { BenchDatabase } from './databases';
import { load, PINNED, type LoadFigures } from './http-load';
import { machineLine, timeCalls, today, writeSection } from './report';
import type { Scene } from './scenario';
import { serveOnLoopback } from '../src/test/loopback';

const TODAY = '2026-11-22';
const RATE = 200;
const TARGET_P99_MS = 50;

export interface AccreditationFigures {
  label: BenchDatabase['label'];
  afterWrite: { p50: number; p99: number };
  cached: { p50: number; p99: number };
  atRate: LoadFigures;
}

export async function accreditationFigures(
  label: BenchDatabase['label'],
  { t, coach }: Scene,
): Promise<AccreditationFigures> {
  const { db } = t.database;
  await seedAccreditationRecords(db, coach.userId, {
    education: [
      { startDate: '2019-01-10', totalHours: 80 },
      { startDate: '2021-03-01', totalHours: 70 },
    ],
    mentor: Array.from({ length: 20 }, (_, index) => ({
      date: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
      duration: 60,
      credential: index % 3 === 0 ? ('mcc' as const) : ('pcc' as const),
      ...(index % 4 === 0 ? { groupSize: 6 } : {}),
    })),
    credentials: [{ body: 'icf', level: 'pcc', awardedOn: '2024-05-01', expiresOn: '2027-05-01' }],
    feedback: Array.from({ length: 40 }, (_, index) => ({
      date: `2026-${String((index % 10) + 1).padStart(2, '0')}-15`,
      kind: index % 2 === 0 ? ('client_feedback' as const) : ('reflection' as const),
    })),
    firstPractisedOn: '2018-06-01',
  });
  const figures = () => loadFigures(db, { userId: coach.userId, today: TODAY });
  // A write to any table the figures read bumps the version, as this update does.
  const afterWrite = await timeCalls(30, async () => {
    await db
      .update(accreditationFiguresCache)
      .set({ version: sqlText`${accreditationFiguresCache.version} + 1` })
      .where(eq(accreditationFiguresCache.userId, coach.userId));
    await figures();
  });
  const cached = await timeCalls(30, figures);
  console.log(
    `  accreditation after a write p50 ${afterWrite.p50.toFixed(2)} ms, p99 ${afterWrite.p99.toFixed(2)} ms; cached p50 ${cached.p50.toFixed(2)} ms, p99 ${cached.p99.toFixed(2)} ms`,
  );
  const server = await serveOnLoopback(t.app);
  try {
    const url = `${server.origin}/api/accreditation?today=${TODAY}`;
    await load({ url, cookie: coach.cookie, seconds: 2, connections: 10 });
    const atRate = await load({ url, cookie: coach.cookie, seconds: 10, connections: 10, rate: RATE });
    console.log(
      `  /api/accreditation at ${RATE} req/s: p50 ${atRate.p50.toFixed(0)} ms, p99 ${atRate.p99.toFixed(0)} ms`,
    );
    return { label, afterWrite, cached, atRate };
  } finally {
    await server.close();
  }
}

export function writeAccreditationSection(rows: AccreditationFigures[]) {
  const lines = rows.map(
    ({ label, afterWrite, cached, atRate }) =>
      `| ${label} | ${afterWrite.p50.toFixed(1)} | ${afterWrite.p99.toFixed(1)} | ${cached.p50.toFixed(1)} | ${cached.p99.toFixed(1)} | ${atRate.p50.toFixed(0)} | ${atRate.p99.toFixed(0)} | ${atRate.requestsPerSecond.toFixed(0)} | ${atRate.p99 < TARGET_P99_MS ? 'met' : 'not met'} |`,
  );
  writeSection(`## Accreditation figures (\`npm run bench\`)

Every ICF, EMCC and AC requirement and each held credential's renewal for the busy coach (10,000
sessions, 500 clients, 300 supervision sessions, 200 CPD records, 20 mentor sessions, 40 feedback
entries, 2 programmes of education, 1 credential). Timed in process (30 runs after 5 warm-up): the
first read after a write, which computes the figures in one SQL statement and stores them, and a
cached read, one prepared statement on the cache row (ADR 025); then \`GET /api/accreditation\` at a fixed ${RATE} requests per second for 10 s
with 10 connections (target: p99 under ${TARGET_P99_MS} ms on PostgreSQL). Run on ${today()}: ${machineLine()};
load generator ${PINNED ? 'pinned to its own core' : 'sharing the cores with the server'}.

| database | after a write p50 (ms) | after a write p99 (ms) | cached p50 (ms) | cached p99 (ms) | HTTP p50 (ms) | HTTP p99 (ms) | req/s | p99 < ${TARGET_P99_MS} ms |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}
`);
}
