import { z } from 'zod';
import { clientStatusLabels } from './clients';
import { paymentLabels, sessionTypeLabels } from './coaching-sessions';
import { cpdCategoryLabels } from './cpd';
import { calendarDate } from './fields';
import { icfLogColumns } from './icf-log-import';
import { recordColumns, recordFileNames, recordKeys, recordLabels, type RecordKey } from './record-columns';
import { supervisionTypeLabels } from './supervision';

/** The logbook's entities, in the order a backup lists them and a workbook shows its sheets. */
export const entityKeys = ['clients', 'coachingSessions', 'supervisionSessions', 'cpdRecords'] as const;
export type EntityKey = (typeof entityKeys)[number];

/** The coach tools' records: in the full backup only (a spreadsheet of wheels would not read back). */
export const toolKeys = ['coachQuestions', 'growPlans', 'wheelAssessments'] as const;
export type ToolKey = (typeof toolKeys)[number];

/** What has a CSV file and a workbook sheet, and imports back from one: entities, then accreditation records. */
export const spreadsheetKeys = [...entityKeys, ...recordKeys] as const;
export type SpreadsheetKey = (typeof spreadsheetKeys)[number];

/** Every list a full backup holds, in the order it writes them. */
export const backupKeys = [...spreadsheetKeys, ...toolKeys] as const;
export type BackupKey = (typeof backupKeys)[number];
export const isToolKey = (key: BackupKey): key is ToolKey => (toolKeys as readonly string[]).includes(key);

export const toolLabels: Record<ToolKey, string> = {
  coachQuestions: 'Own questions',
  growPlans: 'GROW plans',
  wheelAssessments: 'Wheels of Life',
};

export const entityLabels: Record<EntityKey, string> = {
  clients: 'Clients',
  coachingSessions: 'Coaching sessions',
  supervisionSessions: 'Supervision sessions',
  cpdRecords: 'CPD',
};

/** File names (CSV) and sheet names (XLSX): the import finds a workbook's sheet by this name. */
export const entityFileNames: Record<EntityKey, string> = {
  clients: 'clients',
  coachingSessions: 'coaching-sessions',
  supervisionSessions: 'supervision-sessions',
  cpdRecords: 'cpd',
};

export type ColumnKind = 'text' | 'date' | 'integer' | 'decimal' | 'boolean' | 'choice' | 'list';

export interface ColumnDefinition {
  key: string;
  header: string;
  kind: ColumnKind;
  required?: boolean;
  /** For 'choice': stored value → label; an import accepts either. */
  choices?: Record<string, string>;
}

/** One definition for the spreadsheet export's columns and the import's mapping targets. */
export const entityColumns: Record<EntityKey, ColumnDefinition[]> = {
  clients: [
    { key: 'name', header: 'Name', kind: 'text', required: true },
    { key: 'email', header: 'E-mail', kind: 'text' },
    { key: 'phone', header: 'Phone', kind: 'text' },
    { key: 'organisation', header: 'Organisation', kind: 'text' },
    { key: 'status', header: 'Status', kind: 'choice', choices: clientStatusLabels },
    { key: 'includeInExports', header: 'Include in accreditation log exports', kind: 'boolean' },
    { key: 'exportAlias', header: 'Alias', kind: 'text' },
    { key: 'notes', header: 'Notes', kind: 'text' },
    { key: 'groupMembers', header: 'People in this group', kind: 'integer' },
    { key: 'groupMemberNames', header: "Members' names", kind: 'text' },
    { key: 'clientSince', header: 'Client since', kind: 'date' },
  ],
  coachingSessions: [
    { key: 'clientName', header: 'Client', kind: 'text', required: true },
    { key: 'clientEmail', header: 'Client e-mail', kind: 'text' },
    { key: 'date', header: 'Date', kind: 'date', required: true },
    { key: 'duration', header: 'Duration (minutes)', kind: 'integer', required: true },
    { key: 'payment', header: 'Payment', kind: 'choice', choices: paymentLabels },
    { key: 'sessionType', header: 'Session type', kind: 'choice', choices: sessionTypeLabels },
    { key: 'groupSize', header: 'Group size', kind: 'integer' },
    { key: 'topics', header: 'Topics', kind: 'list' },
    { key: 'completed', header: 'Completed', kind: 'boolean' },
    { key: 'rate', header: 'Rate', kind: 'decimal' },
    { key: 'rating', header: 'Rating', kind: 'integer' },
    { key: 'goalsSet', header: 'Goals set', kind: 'text' },
    { key: 'goalsAchieved', header: 'Goals achieved', kind: 'text' },
    { key: 'followUp', header: 'Follow-up', kind: 'text' },
    { key: 'notes', header: 'Notes', kind: 'text' },
  ],
  supervisionSessions: [
    { key: 'supervisorName', header: 'Supervisor', kind: 'text', required: true },
    { key: 'date', header: 'Date', kind: 'date', required: true },
    { key: 'duration', header: 'Duration (minutes)', kind: 'integer' },
    { key: 'topics', header: 'Topics', kind: 'list', required: true },
    { key: 'supervisionType', header: 'Type', kind: 'choice', choices: supervisionTypeLabels },
    { key: 'supervisorAccreditation', header: 'Supervisor accreditation', kind: 'text' },
    { key: 'notes', header: 'Notes', kind: 'text' },
  ],
  cpdRecords: [
    { key: 'title', header: 'Title', kind: 'text', required: true },
    { key: 'date', header: 'Date', kind: 'date', required: true },
    { key: 'hours', header: 'Hours', kind: 'decimal', required: true },
    { key: 'category', header: 'Category', kind: 'choice', required: true, choices: cpdCategoryLabels },
    { key: 'coachingEthics', header: 'Coaching ethics', kind: 'boolean' },
    { key: 'provider', header: 'Provider', kind: 'text' },
    { key: 'notes', header: 'Notes', kind: 'text' },
  ],
};

export const spreadsheetColumns: Record<SpreadsheetKey, ColumnDefinition[]> = { ...entityColumns, ...recordColumns };
export const spreadsheetLabels: Record<SpreadsheetKey, string> = { ...entityLabels, ...recordLabels };
export const spreadsheetFileNames: Record<SpreadsheetKey, string> = { ...entityFileNames, ...recordFileNames };

/** ICF's Client Coaching Log template, column for column. */
export const icfLogHeaders = [
  'Client Name',
  'Contact Information',
  'Individual/Group',
  'Number in Group',
  'Start Date',
  'End Date',
  'Paid hours',
  'Pro-bono hours',
] as const;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const entityParamSchema = z.object({ entity: z.enum(spreadsheetKeys, { message: 'Unknown entity' }) });

export const icfLogQuerySchema = z
  .object({
    format: z.enum(exportFormats).default('xlsx'),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });
export type IcfLogQuery = z.input<typeof icfLogQuerySchema>;

/** What each export holds, shown before the download. */
export interface ExportSummary {
  counts: Record<EntityKey, number>;
  /** The coach tools' records, which only the full backup holds. */
  toolCounts: Record<ToolKey, number>;
  /** The accreditation records (education, mentor coaching, credentials held, feedback, recordings). */
  recordCounts: Record<RecordKey, number>;
  icfLogClients: number;
}

export const importDateFormats = ['dmy', 'mdy'] as const;
export type ImportDateFormat = (typeof importDateFormats)[number];
export const importDateFormatLabels: Record<ImportDateFormat, string> = {
  dmy: 'Day first (dd/mm/yyyy)',
  mdy: 'Month first (mm/dd/yyyy)',
};

export const importModes = ['skip_invalid', 'stop_on_error'] as const;
export type ImportMode = (typeof importModes)[number];

/** What a spreadsheet import reads: one of the logbook's entities, or ICF's Client Coaching Log. */
export const importTargets = [...spreadsheetKeys, 'icfLog'] as const;
export type ImportTarget = (typeof importTargets)[number];

export const importColumns: Record<ImportTarget, ColumnDefinition[]> = { ...spreadsheetColumns, icfLog: icfLogColumns };

export const importTargetLabels: Record<ImportTarget, string> = {
  ...spreadsheetLabels,
  icfLog: 'ICF Client Coaching Log',
};

/** The sheet an XLSX import reads first; our ICF log export names its sheet so. */
export const importSheetNames: Record<ImportTarget, string> = {
  ...spreadsheetFileNames,
  icfLog: 'Client Coaching Log',
};

/** The form fields that come with an uploaded spreadsheet (multipart text fields). */
export const spreadsheetImportSchema = z.object({
  entity: z.enum(importTargets, { message: 'Choose what the file holds' }),
  dateFormat: z.enum(importDateFormats).default('dmy'),
  mode: z.enum(importModes).default('skip_invalid'),
  dryRun: z.enum(['true', 'false']).default('true'),
  /** JSON object: field key → the file's column header (or '' for none). Absent: matched by header. */
  mapping: z.string().max(20_000).optional(),
});

export const backupImportSchema = z.object({
  mode: z.enum(importModes).default('skip_invalid'),
  dryRun: z.enum(['true', 'false']).default('true'),
});

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** A sheet wider than this is not a logbook; the columns not imported can be deleted first. */
export const MAX_IMPORT_COLUMNS = 40;
/** Cells kept from one spreadsheet: 50,000 rows of 20 columns, far more than any real logbook. */
export const MAX_IMPORT_CELLS = 1_000_000;

export interface RowProblem {
  /** The line in the file (a spreadsheet's row number), or the row's place in a backup. */
  line: string;
  message: string;
}

export interface PreviewRow {
  line: string;
  values: Record<string, string>;
  status: 'ok' | 'error' | 'duplicate';
}

export interface ImportResult {
  dryRun: boolean;
  /** True when the rows were written; false for a preview or when 'stop on error' found errors. */
  committed: boolean;
  totalRows: number;
  /** Rows written (or, in a preview, that would be written), per list. */
  created: Record<BackupKey, number>;
  errors: RowProblem[];
  errorCount: number;
  duplicates: RowProblem[];
  duplicateCount: number;
  /** Spreadsheets only: the file's headers, the mapping used, and columns left out. */
  headers: string[];
  mapping: Record<string, string>;
  unknownColumns: string[];
  /** Required fields with no column yet: a preview reads no rows until they are mapped. */
  missingFields: string[];
  preview: PreviewRow[];
  notes: string[];
}

export const BACKUP_FORMAT = 'coach-logbook-backup';
/**
 * 2 added the coach tools' lists and the imported-summary fields of coaching sessions; 3 the
 * accreditation records and the profile's practice facts; 4 the recordings, the goal, the ICF paths, the
 * steps after applying, and the fields added since to clients, education and mentor coaching.
 */
export const BACKUP_VERSION = 4;
