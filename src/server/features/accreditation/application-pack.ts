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
import { icfLogSheet, loadIcfLog } from '../export/icf-log';
import { rowCells } from '../export/spreadsheet-cells';
import { sheetColumns } from '../export/spreadsheet-writer';
import type { WorkbookBuilder } from '../export/workbook-download';
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
async function addSummarySheet(book: WorkbookBuilder, body: BodyResult, level: LevelResult, today: string) {
  await book.sheet({
    name: 'Summary',
    columns: [{ width: 60 }, { width: 34 }, { width: 12 }, { width: 50 }, { width: 40 }, { width: 60 }, { width: 14 }],
  });
  await book.rows([[`${level.title}: application summary`]], { bold: true, size: 14 });
  const intro: string[][] = [
    [`Prepared on ${today}; rules ${body.version} in force from ${body.validFrom}, last checked on ${body.checkedOn}`],
  ];
  if (level.path) intro.push([text(`${level.path.name}: ${level.path.reason}`)]);
  if (level.path?.coveredByProgramme) intro.push([text(level.path.coveredByProgramme)]);
  await book.rows(intro);
  await book.rows([[level.summary, level.projection ?? '']], { bold: true });
  await book.rows(level.steps.exam ? [[`After applying: the ${level.steps.exam}`], []] : [[]]);
  await book.rows([['Requirement', 'Figure', 'Status', 'What is missing', 'Note', 'Source', 'Checked on']], {
    bold: true,
  });
  const rows: string[][] = [];
  for (const row of level.requirements) {
    const note = [
      row.unconfirmed ? `UNCONFIRMED: ${row.unconfirmedNote}` : '',
      row.doneOn ? `Done on ${row.doneOn}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const [first, ...others] = row.sources;
    rows.push(
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
    for (const source of others) rows.push(['', '', '', '', '', text(source.url), source.checkedOn]);
  }
  await book.rows(rows);
  for (const change of level.changes) {
    await book.rows([[]]);
    await book.rows([[text(change.summary)]], { bold: true });
    await book.rows([[text(change.meaning), '', '', '', '', text(change.source.url), change.source.checkedOn]]);
  }
}

async function addRecordSheet(
  book: WorkbookBuilder,
  db: Database,
  userId: string,
  { key, name }: { key: SpreadsheetKey; name: string },
) {
  const columns = spreadsheetColumns[key].filter((column) => !PRIVATE_COLUMNS.has(column.key));
  await book.sheet({ name, frozenHeader: true, columns: sheetColumns(columns) });
  const refs = await loadExportedClients(db, userId);
  for await (const page of exportPages(db, userId, key, refs)) {
    await book.rows(page.map((row) => rowCells(columns, row, 'xlsx')));
  }
}

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** ICF's mentor coaching form: each mentor's name, e-mail, credential, first and last date, and hours. */
async function addMentorSheet(
  book: WorkbookBuilder,
  db: Database,
  userId: string,
  rule: MentorRule | null,
  figures: AccreditationFigures,
) {
  await book.sheet({
    name: 'Mentor coaching',
    frozenHeader: true,
    columns: [
      { header: "Mentor's name", width: 30 },
      { header: "Mentor's e-mail", width: 30 },
      { header: 'Credential', width: 12 },
      { header: 'First session', width: 14, numFmt: 'yyyy-mm-dd' },
      { header: 'Last session', width: 14, numFmt: 'yyyy-mm-dd' },
      { header: 'Hours', width: 10, numFmt: '0.00' },
      { header: 'Of which one-to-one', width: 18, numFmt: '0.00' },
      { header: 'Counts for this level', width: 50 },
    ],
  });
  const rows = (await loadMentorsForPack(db, userId)).map((mentor) => {
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
    return [
      text(mentor.name),
      text(mentor.email ?? ''),
      mentor.credential,
      asDate(mentor.first),
      asDate(mentor.last),
      mentor.minutes / 60,
      mentor.oneToOneMinutes / 60,
      text(counts),
    ];
  });
  await book.rows(rows);
}

/** The performance evaluation's checklist, recording by recording. */
async function addRecordingsSheet(book: WorkbookBuilder, db: Database, userId: string) {
  await book.sheet({
    name: 'Recordings checklist',
    frozenHeader: true,
    columns: [
      { header: 'Recorded on', width: 14, numFmt: 'yyyy-mm-dd' },
      { header: 'Length (minutes)', width: 16 },
      { header: 'For', width: 8 },
      { header: 'Client', width: 26 },
      { header: "Client's written permission", width: 26, numFmt: 'yyyy-mm-dd' },
      { header: 'Transcript done', width: 16 },
      { header: 'Self-review against the markers', width: 30 },
      { header: "Mentor's feedback", width: 18 },
      { header: 'Ready', width: 8 },
    ],
  });
  const rows = (await loadRecordingsForPack(db, userId)).map((recording) => [
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
  await book.rows(rows);
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
 * One level's application pack: the summary of every requirement with its source, then the logs
 * the body asks for. ICF's Client Coaching Log is the one the page counts (from the start of
 * coach-specific education, consenting clients, groups of at most 15), with ICF's mentoring form,
 * the education with its dates and hours, and the recordings' checklist. EMCC and AC get the same
 * log, all time, as the client hours summary.
 */
export async function loadApplicationPack(
  db: Database,
  { userId, query, today }: { userId: string; query: PackQuery; today: string },
) {
  const figures = await loadFigures(db, { userId, today });
  const body = evaluateAccreditation(figures).bodies.find((row) => row.body === query.body)!;
  const level = body.levels.find((row) => row.name === query.level)!;
  // Written through a worker thread (export/workbook-download.ts), its record lists a page at a time.
  return async (book: WorkbookBuilder) => {
    await addSummarySheet(book, body, level, today);
    if (query.body === 'ICF') {
      const log = await loadIcfLog(db, { userId, from: figures.educationStart ?? undefined, to: today });
      await icfLogSheet(book, log);
      const rules = ruleSetOn('ICF', today).levels.find((row) => row.name === query.level)!;
      const path = rules.paths.find((row) => row.id === level.path?.id) ?? rules.paths[0]!;
      const mentorRow = path.requirements.find((row) => row.kind === 'mentorCoaching');
      await addMentorSheet(book, db, userId, mentorRow?.kind === 'mentorCoaching' ? mentorRow.mentor : null, figures);
      await addRecordingsSheet(book, db, userId);
    } else {
      await icfLogSheet(book, await loadIcfLog(db, { userId, to: today }), 'Client hours summary');
    }
    for (const sheet of PACK_SHEETS[query.body]) await addRecordSheet(book, db, userId, sheet);
    if (query.body === 'EMCC') await addFeedbackCounts(book, figures);
  };
}
