import ExcelJS from 'exceljs';
import { escapeFormula } from '@/shared/domain/cell-values';
import { windowKey } from '@/shared/domain/accreditation/dates';
import { evaluateAccreditation } from '@/shared/domain/accreditation/overview';
import type { AccreditationFigures, BodyResult, LevelResult } from '@/shared/domain/accreditation/types';
import { spreadsheetColumns, type SpreadsheetKey } from '@/shared/schemas/export-import';
import type { PackQuery } from '@/shared/schemas/accreditation';
import type { Database } from '../../db/database';
import { exportPages } from '../export/export-pages';
import { loadExportedClients } from '../export/export-rows';
import { addIcfLogSheet, loadIcfLog } from '../export/icf-log';
import { rowCells } from '../export/spreadsheet-cells';
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

function addSummarySheet(workbook: ExcelJS.Workbook, body: BodyResult, level: LevelResult, today: string) {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [{ width: 60 }, { width: 40 }, { width: 14 }, { width: 60 }, { width: 50 }];
  sheet.addRow([`${body.body} ${level.name}: application summary`]).font = { bold: true, size: 14 };
  sheet.addRow([`Prepared on ${today}; rules ${body.version}, last checked on ${body.checkedOn}`]);
  sheet.addRow([level.summary, level.projection ?? '']).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow(['Requirement', 'Figure', 'Status', 'What is missing', 'Note']).font = { bold: true };
  for (const row of level.requirements) {
    const note = [
      row.unconfirmed ? `UNCONFIRMED: ${row.unconfirmedNote}` : '',
      row.doneOn ? `Done on ${row.doneOn}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    sheet.addRow(
      [row.label, row.figure ?? 'Not tracked', row.status, row.missing ?? '', note].map((cell) => escapeFormula(cell)),
    );
  }
  sheet.addRow([]);
  sheet.addRow(['Sources']).font = { bold: true };
  for (const source of body.sources) sheet.addRow([escapeFormula(source.title), escapeFormula(source.url)]);
}

async function addRecordSheet(
  workbook: ExcelJS.Workbook,
  db: Database,
  userId: string,
  { key, name }: { key: SpreadsheetKey; name: string },
) {
  const all = spreadsheetColumns[key];
  const columns = all.filter((column) => !PRIVATE_COLUMNS.has(column.key));
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.min(Math.max(column.header.length + 4, 14), 40),
    style: column.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const refs = await loadExportedClients(db, userId);
  for await (const page of exportPages(db, userId, key, refs)) {
    sheet.addRows(page.map((row) => rowCells(columns, row, 'xlsx')));
  }
}

function addFeedbackCounts(workbook: ExcelJS.Workbook, figures: AccreditationFigures) {
  const year = figures.windows[windowKey({ months: 12 })];
  const sheet = workbook.addWorksheet('Feedback and reflection');
  sheet.columns = [{ width: 50 }, { width: 12 }];
  sheet.addRow(['In the 12 months to ' + figures.today, 'Count']).font = { bold: true };
  sheet.addRow(['Client feedback entries', year?.feedback ?? 0]);
  sheet.addRow(['Reflections', year?.reflection ?? 0]);
}

/**
 * One level's application pack: the summary of every requirement, then the logs the body asks for.
 * ICF's Client Coaching Log covers the counted window (from the start of coach-specific education);
 * EMCC and AC get the same log, all time, as the client hours summary. Consent and aliases apply.
 */
export async function buildApplicationPack(
  db: Database,
  { userId, query, today }: { userId: string; query: PackQuery; today: string },
) {
  const { figures } = await loadFigures(db, { userId, today });
  const body = evaluateAccreditation(figures).bodies.find((row) => row.body === query.body)!;
  const level = body.levels.find((row) => row.name === query.level)!;
  const workbook = new ExcelJS.Workbook();
  addSummarySheet(workbook, body, level, today);
  if (query.body === 'ICF') {
    const log = await loadIcfLog(db, { userId, from: figures.educationStart ?? undefined, to: today });
    addIcfLogSheet(workbook, log);
  } else {
    addIcfLogSheet(workbook, await loadIcfLog(db, { userId, to: today }), 'Client hours summary');
  }
  for (const sheet of PACK_SHEETS[query.body]) await addRecordSheet(workbook, db, userId, sheet);
  if (query.body === 'EMCC') addFeedbackCounts(workbook, figures);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
