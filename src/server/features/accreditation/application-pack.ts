import { escapeFormula } from '@/shared/domain/cell-values';
import { windowKey } from '@/shared/domain/accreditation/dates';
import { evaluateAccreditation } from '@/shared/domain/accreditation/overview';
import type { AccreditationFigures, BodyResult, LevelResult } from '@/shared/domain/accreditation/types';
import { spreadsheetColumns, type SpreadsheetKey } from '@/shared/schemas/export-import';
import type { PackQuery } from '@/shared/schemas/accreditation';
import type { Database } from '../../db/database';
import { exportPages } from '../export/export-pages';
import { loadExportedClients } from '../export/export-rows';
import { icfLogSheet, loadIcfLog } from '../export/icf-log';
import { rowCells } from '../export/spreadsheet-cells';
import { widthFor } from '../export/spreadsheet-writer';
import type { WorkbookBuilder } from '../export/workbook-download';
import { loadFigures } from './accreditation.service';

/** The logs each body's assessors read, beside the summary; notes and e-mails stay out of a pack. */
const PACK_SHEETS: Record<PackQuery['body'], { key: SpreadsheetKey; name: string }[]> = {
  ICF: [
    { key: 'mentorCoachingSessions', name: 'Mentor coaching log' },
    { key: 'educationRecords', name: 'Education' },
  ],
  EMCC: [
    { key: 'supervisionSessions', name: 'Supervision log' },
    { key: 'cpdRecords', name: 'CPD log' },
  ],
  AC: [
    { key: 'supervisionSessions', name: 'Supervision log' },
    { key: 'cpdRecords', name: 'CPD log' },
    { key: 'educationRecords', name: 'Coach training' },
  ],
};
const PRIVATE_COLUMNS = new Set(['notes', 'mentorEmail', 'clientEmail', 'content']);

async function addSummarySheet(book: WorkbookBuilder, body: BodyResult, level: LevelResult, today: string) {
  await book.sheet({
    name: 'Summary',
    columns: [{ width: 60 }, { width: 40 }, { width: 14 }, { width: 60 }, { width: 50 }],
  });
  await book.rows([[`${body.body} ${level.name}: application summary`]], { bold: true, size: 14 });
  await book.rows([[`Prepared on ${today}; rules ${body.version}, last checked on ${body.checkedOn}`]]);
  await book.rows([[level.summary, level.projection ?? '']], { bold: true });
  await book.rows([[]]);
  await book.rows([['Requirement', 'Figure', 'Status', 'What is missing', 'Note']], { bold: true });
  await book.rows(
    level.requirements.map((row) => {
      const note = [
        row.unconfirmed ? `UNCONFIRMED: ${row.unconfirmedNote}` : '',
        row.doneOn ? `Done on ${row.doneOn}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return [row.label, row.figure ?? 'Not tracked', row.status, row.missing ?? '', note].map((cell) =>
        escapeFormula(cell),
      );
    }),
  );
  await book.rows([[]]);
  await book.rows([['Sources']], { bold: true });
  await book.rows(body.sources.map((source) => [escapeFormula(source.title), escapeFormula(source.url)]));
}

async function addRecordSheet(
  book: WorkbookBuilder,
  db: Database,
  userId: string,
  { key, name }: { key: SpreadsheetKey; name: string },
) {
  const all = spreadsheetColumns[key];
  const columns = all.filter((column) => !PRIVATE_COLUMNS.has(column.key));
  await book.sheet({
    name,
    frozenHeader: true,
    columns: columns.map((column) => ({
      header: column.header,
      width: widthFor(column.header),
      ...(column.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : {}),
    })),
  });
  const refs = await loadExportedClients(db, userId);
  for await (const page of exportPages(db, userId, key, refs)) {
    await book.rows(page.map((row) => rowCells(columns, row, 'xlsx')));
  }
}

async function addFeedbackCounts(book: WorkbookBuilder, figures: AccreditationFigures) {
  const year = figures.windows[windowKey({ months: 12 })];
  await book.sheet({ name: 'Feedback and reflection', columns: [{ width: 50 }, { width: 12 }] });
  await book.rows([['In the 12 months to ' + figures.today, 'Count']], { bold: true });
  await book.rows([
    ['Client feedback entries', year?.feedback ?? 0],
    ['Reflections', year?.reflection ?? 0],
  ]);
}

/**
 * One level's application pack: the summary of every requirement, then the logs the body asks for.
 * ICF's Client Coaching Log covers the counted window (from the start of coach-specific education);
 * EMCC and AC get the same log, all time, as the client hours summary. Consent and aliases apply.
 */
export async function loadApplicationPack(
  db: Database,
  { userId, query, today }: { userId: string; query: PackQuery; today: string },
) {
  const { figures } = await loadFigures(db, { userId, today });
  const body = evaluateAccreditation(figures).bodies.find((row) => row.body === query.body)!;
  const level = body.levels.find((row) => row.name === query.level)!;
  // Written through a worker thread (export/workbook-download.ts), its record lists a page at a time.
  return async (book: WorkbookBuilder) => {
    await addSummarySheet(book, body, level, today);
    if (query.body === 'ICF') {
      const log = await loadIcfLog(db, { userId, from: figures.educationStart ?? undefined, to: today });
      await icfLogSheet(book, log);
    } else {
      await icfLogSheet(book, await loadIcfLog(db, { userId, to: today }), 'Client hours summary');
    }
    for (const sheet of PACK_SHEETS[query.body]) await addRecordSheet(book, db, userId, sheet);
    if (query.body === 'EMCC') await addFeedbackCounts(book, figures);
  };
}
