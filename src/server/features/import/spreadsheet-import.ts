import type { z } from 'zod';
import type { DateSense } from '@/shared/domain/plausible-dates';
import { cellText, guessMapping, parseCell } from '@/shared/domain/cell-values';
import { clientInputSchema } from '@/shared/schemas/clients';
import { coachingSessionInputSchema } from '@/shared/schemas/coaching-sessions';
import { cpdRecordInputSchema } from '@/shared/schemas/cpd';
import { credentialInputSchema } from '@/shared/schemas/credentials';
import { educationRecordInputSchema } from '@/shared/schemas/education';
import {
  importColumns,
  type ImportDateFormat,
  type ImportTarget,
  type PreviewRow,
} from '@/shared/schemas/export-import';
import { feedbackEntryInputSchema } from '@/shared/schemas/feedback';
import { recordingInputSchema } from '@/shared/schemas/recordings';
import { icfLogRowSchema, type IcfLogRow } from '@/shared/schemas/icf-log-import';
import { mentorCoachingSessionInputSchema } from '@/shared/schemas/mentor-coaching';
import { supervisionSessionInputSchema } from '@/shared/schemas/supervision';
import { AppError } from '../../lib/app-error';
import { emptyBatch, issuesText, PENDING_CLIENT_ID, type ImportBatch } from './import-batch';
import type { Sheet } from './sheet-table';

export const PREVIEW_ROWS = 10;

export const missingMessage = (missing: string[]) =>
  `Choose a column for ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]}.`;

const rejected = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * The mapping the coach chose (field → header), checked against the file; absent: matched by
 * header. Required fields left without a column are listed in `missing`.
 */
export function resolveMapping(entity: ImportTarget, headers: string[], chosen: string | undefined) {
  const columns = importColumns[entity];
  let mapping: Record<string, string>;
  if (chosen === undefined) {
    mapping = guessMapping(columns, headers);
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(chosen);
    } catch {
      throw rejected('The column mapping is not valid.');
    }
    if (typeof parsed !== 'object' || parsed === null) throw rejected('The column mapping is not valid.');
    mapping = {};
    for (const [key, header] of Object.entries(parsed)) {
      if (header === '' || header === null) continue;
      if (!columns.some((column) => column.key === key))
        throw rejected(`Unknown field '${key}' in the column mapping.`);
      if (typeof header !== 'string' || !headers.includes(header)) {
        throw rejected(`The column '${String(header)}' is not in the file.`);
      }
      mapping[key] = header;
    }
  }
  const missing = columns.filter((column) => column.required && !mapping[column.key]).map((column) => column.header);
  const used = new Set(Object.values(mapping));
  const unknownColumns = headers.filter((header) => header !== '' && !used.has(header));
  return { mapping, unknownColumns, missing };
}

const headersOf = (entity: ImportTarget) =>
  Object.fromEntries(importColumns[entity].map((column) => [column.key, column.header]));

/**
 * Reads every row into the entity's form schema; a row that fails gets one message with its line.
 * Runs in a worker thread with the file's read (spreadsheet.task.ts).
 */
export async function spreadsheetBatch(
  entity: ImportTarget,
  sheet: Sheet,
  mapping: Record<string, string>,
  dateFormat: ImportDateFormat,
  sense: DateSense,
): Promise<{ batch: ImportBatch; preview: PreviewRow[] }> {
  const batch = emptyBatch();
  batch.totalRows = sheet.rows.length;
  const columns = importColumns[entity].filter((column) => mapping[column.key]);
  const indexOf = new Map(sheet.headers.map((header, index) => [header, index]));
  const preview: PreviewRow[] = [];
  const fieldHeaders = headersOf(entity);
  const schemas = rowSchemas(sense);

  for (const row of sheet.rows) {
    const input: Record<string, unknown> = {};
    const values: Record<string, string> = {};
    const problems: string[] = [];
    for (const column of columns) {
      const raw = row.cells[indexOf.get(mapping[column.key]!)!];
      values[column.key] = cellText(raw);
      const parsed = parseCell(column, raw, dateFormat);
      if (parsed.ok) input[column.key] = parsed.value;
      else problems.push(parsed.message);
    }
    if (preview.length < PREVIEW_ROWS) preview.push({ line: row.line, values, status: 'ok' });
    if (problems.length === 0) {
      const message = addRow(batch, entity, row.line, input, fieldHeaders, schemas);
      if (message) problems.push(message);
    }
    if (problems.length > 0) batch.errors.push({ line: row.line, message: problems.join('; ') });
  }
  return { batch, preview };
}

function check<T extends z.ZodType>(schema: T, input: unknown, headers: Record<string, string>) {
  const result = schema.safeParse(input);
  return result.success
    ? ({ ok: true, value: result.data } as const)
    : ({ ok: false, message: issuesText(result.error.issues, headers) } as const);
}

/**
 * A record's optional client (feedback, recordings): a row that names one is tied to it (found, or
 * created, by name and e-mail); `rest` is the row without the client's columns.
 */
function optionalClient(input: Record<string, unknown>, headers: Record<string, string>) {
  const { clientName, clientEmail, ...rest } = input;
  if (clientName === undefined && clientEmail === undefined) return { client: null, rest, message: null };
  const client = check(
    clientInputSchema,
    { name: clientName, email: clientEmail },
    { name: headers.clientName!, email: headers.clientEmail! },
  );
  return client.ok
    ? { client: { name: client.value.name, email: client.value.email }, rest, message: null }
    : { client: null, rest, message: client.message };
}

/**
 * The forms' schemas that judge dates, built once per file: zod compiles a schema on its first
 * use, and building one per row made that compiling most of a large file's check.
 */
function rowSchemas(sense: DateSense) {
  return {
    coachingSession: coachingSessionInputSchema(sense),
    supervision: supervisionSessionInputSchema(sense),
    cpd: cpdRecordInputSchema(sense),
    education: educationRecordInputSchema(sense),
    mentorCoaching: mentorCoachingSessionInputSchema(sense),
    icfLog: icfLogRowSchema(sense),
  };
}

/** Validates one row with the same schema as the entity's form and adds it; returns the problem. */
function addRow(
  batch: ImportBatch,
  entity: ImportTarget,
  line: string,
  input: Record<string, unknown>,
  headers: Record<string, string>,
  schemas: ReturnType<typeof rowSchemas>,
): string | null {
  switch (entity) {
    case 'clients': {
      const result = check(clientInputSchema, input, headers);
      if (!result.ok) return result.message;
      batch.clients.push({ line, value: result.value });
      return null;
    }
    case 'coachingSessions': {
      const { clientName, clientEmail, ...rest } = input;
      const client = check(
        clientInputSchema,
        { name: clientName, email: clientEmail },
        {
          name: headers.clientName!,
          email: headers.clientEmail!,
        },
      );
      const session = check(schemas.coachingSession, { ...rest, clientId: PENDING_CLIENT_ID }, headers);
      const messages = [client.ok ? null : client.message, session.ok ? null : session.message].filter(Boolean);
      if (!client.ok || !session.ok) return messages.join('; ');
      const { clientId: _pending, ...value } = session.value;
      batch.coachingSessions.push({
        line,
        value: { ...value, client: { name: client.value.name, email: client.value.email } },
      });
      return null;
    }
    case 'supervisionSessions': {
      const result = check(schemas.supervision, input, headers);
      if (!result.ok) return result.message;
      batch.supervisionSessions.push({ line, value: result.value });
      return null;
    }
    case 'cpdRecords': {
      const result = check(schemas.cpd, input, headers);
      if (!result.ok) return result.message;
      batch.cpdRecords.push({ line, value: result.value });
      return null;
    }
    case 'educationRecords': {
      const result = check(schemas.education, input, headers);
      if (!result.ok) return result.message;
      batch.educationRecords.push({ line, value: result.value });
      return null;
    }
    case 'mentorCoachingSessions': {
      const result = check(schemas.mentorCoaching, input, headers);
      if (!result.ok) return result.message;
      batch.mentorCoachingSessions.push({ line, value: result.value });
      return null;
    }
    case 'credentials': {
      const result = check(credentialInputSchema, input, headers);
      if (!result.ok) return result.message;
      batch.credentials.push({ line, value: result.value });
      return null;
    }
    case 'feedbackEntries': {
      const { client, rest, message } = optionalClient(input, headers);
      const entry = check(feedbackEntryInputSchema, rest, headers);
      const messages = [message, entry.ok ? null : entry.message].filter(Boolean);
      if (messages.length > 0 || !entry.ok) return messages.join('; ');
      const { clientId: _none, ...value } = entry.value;
      batch.feedbackEntries.push({ line, value: { ...value, client } });
      return null;
    }
    case 'performanceRecordings': {
      const { client, rest, message } = optionalClient(input, headers);
      const recording = check(recordingInputSchema, { ...rest, clientId: null }, headers);
      const messages = [message, recording.ok ? null : recording.message].filter(Boolean);
      if (messages.length > 0 || !recording.ok) return messages.join('; ');
      const { clientId: _none, ...value } = recording.value;
      batch.performanceRecordings.push({ line, value: { ...value, client } });
      return null;
    }
    case 'icfLog': {
      const result = check(schemas.icfLog, input, headers);
      if (!result.ok) return result.message;
      batch.coachingSessions.push(...summarySessions(line, result.value));
      return null;
    }
  }
}

/**
 * An ICF log row as imported summaries (ADR 016): one session per payment kind with hours, so
 * that paid and pro-bono hours stay apart in every figure, dated from the row's start date. A
 * client it creates has the row's contact details and is included in accreditation log exports,
 * as it came from one.
 */
function summarySessions(line: string, row: IcfLogRow) {
  const email = row.contact && clientInputSchema.shape.email.safeParse(row.contact).success ? row.contact : null;
  const client = {
    name: row.clientName,
    email,
    create: { phone: email ? null : row.contact, includeInExports: true },
  };
  const parts = [
    { payment: 'paid' as const, duration: row.paidMinutes },
    { payment: 'pro_bono' as const, duration: row.proBonoMinutes },
  ];
  return parts
    .filter((part) => part.duration > 0)
    .map((part) => ({
      line,
      value: {
        ...part,
        client,
        date: row.startDate,
        summaryEndDate: row.endDate,
        isImportedSummary: true,
        sessionType: row.kind,
        groupSize: row.groupSize,
        topics: [],
        completed: true,
        notes: null,
        followUp: null,
        rate: null,
        rating: null,
        goalsSet: null,
        goalsAchieved: null,
        confirmedDates: [],
      },
    }));
}
