import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { entityParamSchema, icfLogQuerySchema, spreadsheetFileNames } from '@/shared/schemas/export-import';
import type { AppDeps, SignedInEnv } from '../../app-env';
import { limitPerUser } from '../../lib/middleware/limit-per-user';
import { requireRecentAuth } from '../../lib/middleware/require-recent-auth';
import { requireUser } from '../../lib/middleware/require-user';
import { validate } from '../../lib/validate';
import { writeBackup } from './backup-writer';
import { exportSummary } from './export-summary';
import { icfLogCsv, icfLogSheet, loadIcfLog } from './icf-log';
import { fullWorkbook, writeEntityCsv } from './spreadsheet-writer';
import { workbookDownload } from './workbook-download';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const today = () => new Date().toISOString().slice(0, 10);

function download(c: Context, type: string, fileName: string) {
  c.header('Content-Type', type);
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'no-store');
}

/** Streams text; a failure after the first byte can only cut the download short, so it is logged. */
function streamText(c: Context<SignedInEnv>, produce: (write: (text: string) => Promise<unknown>) => Promise<void>) {
  return stream(
    c,
    (output) => produce((text) => output.write(text)),
    async (error) => {
      c.get('logger').error({ err: error }, 'export stream failed');
    },
  );
}

export function exportRoutes({ auth, database: { db }, workers }: AppDeps) {
  // Every download reads all the coach's rows of its kind; the summary is cheap and not counted.
  const limited = limitPerUser(db, 'export');
  // No subscription needed: a coach's data stays theirs after the trial or subscription ends
  // (DECISIONS.md, 'A coach's data is always theirs'). Importing still needs one.
  return (
    new Hono<SignedInEnv>()
      .use(requireUser(auth))
      .get('/summary', async (c) => c.json(await exportSummary(db, c.get('user').id)))
      // The full exports and the CSV files (each carries the coach's notes) need a recent sign-in or the
      // password again; the summary and the ICF log (dates, hours, client names) do not.
      .get('/backup', requireRecentAuth, limited, (c) => {
        download(c, 'application/json; charset=utf-8', `coach-logbook-backup-${today()}.json`);
        return streamText(c, (write) => writeBackup(db, c.get('user').id, write));
      })
      .get('/workbook', requireRecentAuth, limited, async (c) => {
        const file = await workbookDownload(workers, fullWorkbook(db, c.get('user').id));
        download(c, XLSX_TYPE, `coach-logbook-${today()}.xlsx`);
        return c.body(Readable.toWeb(file) as ReadableStream);
      })
      .get('/icf-log', validate('query', icfLogQuerySchema), limited, async (c) => {
        const query = c.req.valid('query');
        const log = await loadIcfLog(db, { userId: c.get('user').id, from: query.from, to: query.to });
        const name = `icf-client-coaching-log-${today()}.${query.format}`;
        if (query.format === 'csv') {
          download(c, 'text/csv; charset=utf-8', name);
          return c.body(icfLogCsv(log));
        }
        const file = await workbookDownload(workers, (book) => icfLogSheet(book, log));
        download(c, XLSX_TYPE, name);
        return c.body(Readable.toWeb(file) as ReadableStream);
      })
      .get('/csv/:entity', requireRecentAuth, validate('param', entityParamSchema), limited, (c) => {
        const { entity } = c.req.valid('param');
        download(c, 'text/csv; charset=utf-8', `${spreadsheetFileNames[entity]}-${today()}.csv`);
        return streamText(c, (write) => writeEntityCsv(db, c.get('user').id, entity, write));
      })
  );
}
