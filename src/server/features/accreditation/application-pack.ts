import ExcelJS from 'exceljs';
import { escapeFormula } from '@/shared/domain/cell-values';
import { windowKey } from '@/shared/domain/accreditation/dates';
import { mentorLeftOutReason } from '@/shared/domain/accreditation/mentor';
import { evaluateAccreditation } from '@/shared/domain/accreditation/overview';
import type { AccreditationFigures, BodyResult, LevelResult, MentorRule } from '@/shared/domain/accreditation/types';
import { ruleSetOn } from '@/shared/domain/accreditation/rules-in-force';
import { spreadsheetColumns, type SpreadsheetKey } from '@/shared/schemas/export-import';
import type { PackQuery } from '@/shared/schemas/accreditation';
import type { Database } from '../../db/database';
import { exportPages } from '../export/export-pages';
import { loadExportedClients } from '../export/export-rows';
import { addIcfLogSheet, loadIcfLog } from '../export/icf-log';
import { rowCells } from '../export/spreadsheet-cells';
import { loadFigures } from './accreditation.service';
import { loadMentorsForPack, loadRecordingsForPack } from './pack-rows';

/** The logs each body's assessors read, beside the summary; notes and e-mails stay out of a pack. */
const PACK_SHEETS: Record<PackQuery['body'], { key: SpreadsheetKey; name: string }[]> = {
  ICF: [{ key: 'educationRecords', name: 'Education' }],
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

const text = (value: string) => escapeFormula(value);

/** Every requirement of the level with its figure, status, what is missing and the page that states it. */
function addSummarySheet(workbook: ExcelJS.Workbook, body: BodyResult, level: LevelResult, today: string) {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [
    { width: 60 },
    { width: 34 },
    { width: 12 },
    { width: 50 },
    { width: 40 },
    { width: 60 },
    { width: 14 },
  ];
  sheet.addRow([`${level.title}: application summary`]).font = { bold: true, size: 14 };
  sheet.addRow([
    `Prepared on ${today}; rules ${body.version} in force from ${body.validFrom}, last checked on ${body.checkedOn}`,
  ]);
  if (level.path) sheet.addRow([text(`${level.path.name}: ${level.path.reason}`)]);
  if (level.path?.coveredByProgramme) sheet.addRow([text(level.path.coveredByProgramme)]);
  sheet.addRow([level.summary, level.projection ?? '']).font = { bold: true };
  if (level.steps.exam) sheet.addRow([`After applying: the ${level.steps.exam}`]);
  sheet.addRow([]);
  sheet.addRow(['Requirement', 'Figure', 'Status', 'What is missing', 'Note', 'Source', 'Checked on']).font = {
    bold: true,
  };
  for (const row of level.requirements) {
    const note = [
      row.unconfirmed ? `UNCONFIRMED: ${row.unconfirmedNote}` : '',
      row.doneOn ? `Done on ${row.doneOn}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const [first, ...others] = row.sources;
    sheet.addRow(
      [
        row.label,
        row.figure ?? 'Not tracked',
        row.status,
        row.missing ?? '',
        note,
        first?.url ?? '',
        first?.checkedOn ?? '',
      ].map((cell) => text(cell)),
    );
    for (const source of others) sheet.addRow(['', '', '', '', '', text(source.url), source.checkedOn]);
  }
  for (const change of level.changes) {
    sheet.addRow([]);
    sheet.addRow([text(change.summary)]).font = { bold: true };
    sheet.addRow([text(change.meaning), '', '', '', '', text(change.source.url), change.source.checkedOn]);
  }
}

async function addRecordSheet(
  workbook: ExcelJS.Workbook,
  db: Database,
  userId: string,
  { key, name }: { key: SpreadsheetKey; name: string },
) {
  const columns = spreadsheetColumns[key].filter((column) => !PRIVATE_COLUMNS.has(column.key));
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

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** ICF's mentor coaching form: each mentor's name, e-mail, credential, first and last date, and hours. */
async function addMentorSheet(
  workbook: ExcelJS.Workbook,
  db: Database,
  userId: string,
  rule: MentorRule | null,
  figures: AccreditationFigures,
) {
  const sheet = workbook.addWorksheet('Mentor coaching', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: "Mentor's name", width: 30 },
    { header: "Mentor's e-mail", width: 30 },
    { header: 'Credential', width: 12 },
    { header: 'First session', width: 14, style: { numFmt: 'yyyy-mm-dd' } },
    { header: 'Last session', width: 14, style: { numFmt: 'yyyy-mm-dd' } },
    { header: 'Hours', width: 10, style: { numFmt: '0.00' } },
    { header: 'Of which one-to-one', width: 18, style: { numFmt: '0.00' } },
    { header: 'Counts for this level', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const mentor of await loadMentorsForPack(db, userId)) {
    const reasons = rule
      ? [...new Set(mentor.sessions.map((session) => mentorLeftOutReason(rule, session, figures.credentials)))]
      : [];
    const counts = !rule
      ? 'Covered by your programme'
      : reasons.every((reason) => reason === null)
        ? 'Yes'
        : reasons
            .filter(Boolean)
            .map((reason) => `Not all: with ${reason}`)
            .join('; ');
    sheet.addRow([
      text(mentor.name),
      text(mentor.email ?? ''),
      mentor.credential,
      asDate(mentor.first),
      asDate(mentor.last),
      mentor.minutes / 60,
      mentor.oneToOneMinutes / 60,
      text(counts),
    ]);
  }
}

/** The performance evaluation's checklist, recording by recording. */
async function addRecordingsSheet(workbook: ExcelJS.Workbook, db: Database, userId: string) {
  const sheet = workbook.addWorksheet('Recordings checklist', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Recorded on', width: 14, style: { numFmt: 'yyyy-mm-dd' } },
    { header: 'Length (minutes)', width: 16 },
    { header: 'For', width: 8 },
    { header: 'Client', width: 26 },
    { header: "Client's written permission", width: 26, style: { numFmt: 'yyyy-mm-dd' } },
    { header: 'Transcript done', width: 16 },
    { header: 'Self-review against the markers', width: 30 },
    { header: "Mentor's feedback", width: 18 },
    { header: 'Ready', width: 8 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const recording of await loadRecordingsForPack(db, userId)) {
    sheet.addRow([
      asDate(recording.recordedOn),
      recording.duration,
      recording.level.toUpperCase(),
      text(recording.client ?? ''),
      recording.permissionOn ? asDate(recording.permissionOn) : 'Missing',
      recording.transcriptDone ? 'Yes' : 'No',
      recording.selfReviewDone ? 'Yes' : 'No',
      recording.mentorFeedback ? 'Given' : 'Missing',
      recording.ready ? 'Yes' : 'No',
    ]);
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
 * One level's application pack: the summary of every requirement with its source, then the logs
 * the body asks for. ICF's Client Coaching Log is the one the page counts (from the start of
 * coach-specific education, consenting clients, groups of at most 15), with ICF's mentoring form,
 * the education with its dates and hours, and the recordings' checklist. EMCC and AC get the same
 * log, all time, as the client hours summary.
 */
export async function buildApplicationPack(
  db: Database,
  { userId, query, today }: { userId: string; query: PackQuery; today: string },
) {
  const figures = await loadFigures(db, { userId, today });
  const body = evaluateAccreditation(figures).bodies.find((row) => row.body === query.body)!;
  const level = body.levels.find((row) => row.name === query.level)!;
  const workbook = new ExcelJS.Workbook();
  addSummarySheet(workbook, body, level, today);
  if (query.body === 'ICF') {
    const log = await loadIcfLog(db, { userId, from: figures.educationStart ?? undefined, to: today });
    addIcfLogSheet(workbook, log);
    const rules = ruleSetOn('ICF', today).levels.find((row) => row.name === query.level)!;
    const path = rules.paths.find((row) => row.id === level.path?.id) ?? rules.paths[0]!;
    const mentorRow = path.requirements.find((row) => row.kind === 'mentorCoaching');
    await addMentorSheet(workbook, db, userId, mentorRow?.kind === 'mentorCoaching' ? mentorRow.mentor : null, figures);
    await addRecordingsSheet(workbook, db, userId);
  } else {
    addIcfLogSheet(workbook, await loadIcfLog(db, { userId, to: today }), 'Client hours summary');
  }
  for (const sheet of PACK_SHEETS[query.body]) await addRecordSheet(workbook, db, userId, sheet);
  if (query.body === 'EMCC') addFeedbackCounts(workbook, figures);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
