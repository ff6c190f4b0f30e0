/**
 * `npm run bench`, import part: a 10,000-row CSV of coaching sessions (500 new clients) imported
 * into a fresh account, the busy coach's full backup written and restored into another fresh
 * account, and their workbook written; each once, through the real app, in process. Target from
 * issue 7: 10,000 rows import in under 10 s on PGlite. Figures go to docs/performance.md.
 */
import { TEST_ORIGIN, type TestApp } from '../src/test/build-app';
import type { BenchDatabase } from './databases';
import { machineLine, today, writeSection } from './report';
import { signedInCoach, type Scene } from './scenario';

const ROWS = 10_000;
const TARGET_MS = 10_000;

function sessionsCsv() {
  const lines = ['Client,Client e-mail,Date,Duration (minutes),Payment,Topics'];
  for (let i = 0; i < ROWS; i += 1) {
    const client = i % 500;
    // 20 sessions per client, a week apart: no two on the same date for one client.
    const day = new Date(Date.UTC(2020, 0, 1 + 7 * Math.floor(i / 500)));
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    lines.push(
      `Client ${client},client${client}@example.com,${date},${30 + (i % 4) * 15},${i % 5 ? 'Paid' : 'Pro bono'},"goals, values"`,
    );
  }
  return lines.join('\r\n');
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function postFile(
  t: TestApp,
  cookie: string,
  path: string,
  file: string,
  name: string,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new File([file], name));
  const response = await t.app.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { cookie, origin: TEST_ORIGIN },
    body: form,
  });
  const body = (await response.json()) as { committed: boolean; errorCount: number; created: Record<string, number> };
  if (response.status !== 200 || !body.committed || body.errorCount > 0) {
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body;
}

async function download(t: TestApp, cookie: string, path: string) {
  const response = await t.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response;
}

export async function importExportRows(label: BenchDatabase['label'], { t, coach }: Scene) {
  const rows: string[] = [];
  const row = (name: string, count: number, ms: number, target?: number) => {
    const verdict = target === undefined ? '–' : ms < target ? 'yes' : '**no**';
    rows.push(`| ${label} | ${name} | ${count.toLocaleString('en-GB')} | ${(ms / 1000).toFixed(2)} | ${verdict} |`);
    console.log(`  ${name.padEnd(40)} ${(ms / 1000).toFixed(2).padStart(6)} s`);
  };

  const csv = sessionsCsv();
  const importer = await signedInCoach(t, `csv-importer-${label.toLowerCase()}@example.com`);
  const imported = await timed(() =>
    postFile(t, importer.cookie, '/api/import/spreadsheet', csv, 'sessions.csv', {
      entity: 'coachingSessions',
      dryRun: 'false',
    }),
  );
  row('CSV import of coaching sessions', ROWS, imported.ms, TARGET_MS);

  const backup = await timed(async () => (await download(t, coach.cookie, '/api/export/backup')).text());
  const backupRows = ['clients', 'coachingSessions', 'supervisionSessions', 'cpdRecords']
    .map((key) => (JSON.parse(backup.result) as Record<string, unknown[]>)[key]!.length)
    .reduce((sum, count) => sum + count, 0);
  row('backup export (streamed JSON)', backupRows, backup.ms);

  const restorer = await signedInCoach(t, `restorer-${label.toLowerCase()}@example.com`);
  const restored = await timed(() =>
    postFile(t, restorer.cookie, '/api/import/backup', backup.result, 'backup.json', { dryRun: 'false' }),
  );
  row('backup restore into a fresh account', backupRows, restored.ms, TARGET_MS);

  const workbook = await timed(async () => (await download(t, coach.cookie, '/api/export/workbook')).arrayBuffer());
  row('XLSX workbook export', backupRows, workbook.ms);
  return rows;
}

export function writeImportExportSection(rows: string[]) {
  writeSection(`## Export and import (\`npm run bench\`)

Measured ${today()} on ${machineLine()}. Each operation once, through the real app, in process,
over the scene of "Logbook at scale": a ${ROWS.toLocaleString('en-GB')}-row CSV of coaching sessions (500 new
clients) imported into a fresh account; the busy coach's backup written, then restored into
another fresh account; their workbook written. Target (issue 7): ${ROWS.toLocaleString('en-GB')} rows import in under
${TARGET_MS / 1000} s on PGlite.

| database | operation | rows | seconds | under ${TARGET_MS / 1000} s |
| -------- | --------- | ---: | ------: | :------: |
${rows.join('\n')}
`);
}
