/**
 * `npm run bench`: seeds, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on
 * PostgreSQL, one busy coach among 50 others (bench/scenario.ts), then runs over that scene the
 * logbook part (bench/logbook.ts), the dashboard part (bench/dashboard.ts), the accreditation part
 * (bench/accreditation.ts) and the import part
 * (bench/import-export.ts), then the sign-in burst (bench/sign-in-burst.ts, which needs no scene),
 * and writes their sections of docs/performance.md.
 * The heavy part (bench/heavy-work.ts) opens databases of its own: other coaches' requests while
 * the largest spreadsheet is previewed.
 * The calendar part (bench/calendar.ts) too: a 5,000-event calendar file read while /api/health is asked.
 * `npm run bench -- dashboard` (or `logbook`, `accreditation`, `import`, `sign-in`, `heavy`, `calendar`) runs one part.
 */
import { accreditationFigures, writeAccreditationSection, type AccreditationFigures } from './accreditation';
import { SETTINGS, dashboardFigures } from './dashboard';
import { dashboardSection, type DashboardFigures } from './dashboard-report';
import { calendarRows, writeCalendarSection } from './calendar';
import { benchDatabases } from './databases';
import { heavyWorkBench, writeHeavyWorkSection } from './heavy-work';
import { importExportRows, writeImportExportSection } from './import-export';
import { logbookRows, writeLogbookSection } from './logbook';
import { busyCoachScene } from './scenario';
import { signInBurstFigures, writeSignInBurstSection, type SignInBurstFigures } from './sign-in-burst';
import { passwordHashing } from '../src/server/features/auth/passwords/password-hashing';
import { buildTestApp } from '../src/test/build-app';

const PARTS = ['logbook', 'dashboard', 'accreditation', 'import', 'sign-in', 'heavy', 'calendar'];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length) throw new Error(`Unknown bench part ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
const runs = (part: string) => asked.length === 0 || asked.includes(part);

const logbook: string[] = [];
const dashboard: DashboardFigures[] = [];
const importExport: string[] = [];
const signInBurst: SignInBurstFigures[] = [];
const accreditation: AccreditationFigures[] = [];
const needsScene = ['logbook', 'dashboard', 'accreditation', 'import'].some(runs);
for (const { label, open } of needsScene || runs('sign-in') ? benchDatabases() : []) {
  const database = await open();
  try {
    if (needsScene) {
      const scene = await busyCoachScene(label, database);
      if (runs('logbook')) logbook.push(...(await logbookRows(label, scene)));
      if (runs('dashboard')) dashboard.push(await dashboardFigures(label, scene, database.url));
      if (runs('accreditation')) accreditation.push(await accreditationFigures(label, scene));
      // Last: it adds two coaches' logbooks to the scene.
      if (runs('import')) importExport.push(...(await importExportRows(label, scene)));
    } else {
      await database.migrate();
    }
    if (runs('sign-in')) {
      console.log(`${label}: sign-in burst`);
      signInBurst.push(await signInBurstFigures(label, buildTestApp(database, {}, { passwordHashing })));
    }
  } finally {
    await database.close();
  }
}
if (runs('logbook')) writeLogbookSection(logbook);
if (runs('dashboard')) dashboardSection(dashboard, SETTINGS);
if (runs('accreditation')) writeAccreditationSection(accreditation);
if (runs('import')) writeImportExportSection(importExport);
if (runs('sign-in')) writeSignInBurstSection(signInBurst);
if (runs('heavy')) writeHeavyWorkSection(await heavyWorkBench(benchDatabases()));
if (runs('calendar')) {
  const rows: string[] = [];
  for (const database of benchDatabases()) rows.push(...(await calendarRows(database)));
  writeCalendarSection(rows);
}
