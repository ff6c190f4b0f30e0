import { z } from 'zod';
import { countJsonContainers } from './json-containers';
import type { DateSense } from '@/shared/domain/plausible-dates';
import { clientInputSchema } from '@/shared/schemas/clients';
import { coachingSessionInputSchema } from '@/shared/schemas/coaching-sessions';
import { cpdRecordInputSchema } from '@/shared/schemas/cpd';
import { credentialInputSchema } from '@/shared/schemas/credentials';
import { educationRecordInputSchema } from '@/shared/schemas/education';
import { coachQuestionInputSchema } from '@/shared/schemas/coach-questions';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupKeys,
  isToolKey,
  MAX_IMPORT_ROWS,
  spreadsheetColumns,
  spreadsheetLabels,
  toolLabels,
  type BackupKey,
} from '@/shared/schemas/export-import';
import { feedbackEntryInputSchema } from '@/shared/schemas/feedback';
import { controlCharactersMessage, findControlCharacter } from '@/shared/schemas/control-characters';
import { calendarDate } from '@/shared/schemas/fields';
import { growPlanInputSchema } from '@/shared/schemas/grow-plans';
import { summaryMinutesSchema } from '@/shared/schemas/icf-log-import';
import { mentorCoachingSessionInputSchema } from '@/shared/schemas/mentor-coaching';
import { profileInputSchema } from '@/shared/schemas/profile';
import { recordingInputSchema } from '@/shared/schemas/recordings';
import { supervisionSessionInputSchema } from '@/shared/schemas/supervision';
import { wheelAssessmentInputSchema } from '@/shared/schemas/wheel-of-life';
import { AppError } from '../../lib/app-error';
import { backupAccreditation, type BackupAccreditation } from './backup-accreditation';
import { emptyBatch, issuesText, PENDING_CLIENT_ID, type ClientRef, type ImportBatch } from './import-batch';
import { formatWholeNumber } from '@/shared/domain/decimal';

const rejected = (message: string) => new AppError('BAD_REQUEST', message);

/** Arrays and objects a backup may hold: a full account (50,000 rows) needs well under half. */
const MAX_BACKUP_CONTAINERS = 1_000_000;

const createdAt = z.iso.datetime({ offset: true, message: 'Created at must be a date and time' }).optional();

const envelopeSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
});

export type BackupProfile = z.output<typeof profileInputSchema>;

/** A backup's rows through the same schemas as the forms; clients are matched up by their number. */
export function backupBatch(
  text: string,
  sense: DateSense,
): {
  batch: ImportBatch;
  profile: BackupProfile | null;
  accreditation: BackupAccreditation;
} {
  if (countJsonContainers(text, MAX_BACKUP_CONTAINERS) > MAX_BACKUP_CONTAINERS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'The backup is too complex to read. Check that it is a Coach Logbook backup.',
    );
  }
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw rejected('This file is not a Coach Logbook backup (it is not valid JSON).');
  }
  const withControlCharacter = findControlCharacter(data);
  if (withControlCharacter !== null) {
    throw rejected(`${withControlCharacter}: ${controlCharactersMessage('The text')}`);
  }
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) throw rejected('This file is not a Coach Logbook backup.');
  if (envelope.data.version > BACKUP_VERSION) {
    throw rejected(
      `This backup was made by a newer version of Coach Logbook (format ${envelope.data.version}); this one reads up to format ${BACKUP_VERSION}.`,
    );
  }
  const lists = Object.fromEntries(
    backupKeys.map((entity) => {
      const list = data[entity] ?? [];
      if (!Array.isArray(list)) throw rejected(`'${entity}' in the backup is not a list.`);
      return [entity, list as unknown[]];
    }),
  ) as Record<BackupKey, unknown[]>;
  const total = backupKeys.reduce((sum, entity) => sum + lists[entity].length, 0);
  if (total > MAX_IMPORT_ROWS) {
    throw rejected(`The backup has more than ${formatWholeNumber(MAX_IMPORT_ROWS)} rows.`);
  }

  const batch = emptyBatch();
  batch.totalRows = total;
  const clientsByRef = new Map<number, ClientRef>();
  const sessionRefs = new Set<string>();
  const each = <T extends z.ZodType>(
    entity: BackupKey,
    schema: T,
    take: (line: string, value: z.output<T>, row: Record<string, unknown>) => string | null,
  ) => {
    const headers = isToolKey(entity)
      ? {}
      : Object.fromEntries(spreadsheetColumns[entity].map((column) => [column.key, column.header]));
    const label = isToolKey(entity) ? toolLabels[entity] : spreadsheetLabels[entity];
    lists[entity].forEach((row, index) => {
      const line = `${label} #${index + 1}`;
      const result = schema.safeParse(row);
      const message = result.success
        ? take(line, result.data, row as Record<string, unknown>)
        : issuesText(result.error.issues, headers);
      if (message) batch.errors.push({ line, message });
    });
  };

  each(
    'clients',
    clientInputSchema.extend({ ref: z.number().int(), createdAt }),
    (line, { ref, createdAt: at, ...value }) => {
      clientsByRef.set(ref, { name: value.name, email: value.email });
      batch.clients.push({ line, value: { ...value, createdAt: at ? new Date(at) : undefined } });
      return null;
    },
  );
  // Built once: zod compiles a schema on its first use, too slow to do again for every row.
  const sessionSchema = coachingSessionInputSchema(sense);
  each(
    'coachingSessions',
    z.object({
      clientRef: z.number().int(),
      createdAt,
      isImportedSummary: z.boolean().default(false),
      summaryEndDate: calendarDate().nullish(),
    }),
    (line, { clientRef, createdAt: at, isImportedSummary, summaryEndDate }, row) => {
      const client = clientsByRef.get(clientRef);
      if (!client) return `No client numbered ${clientRef} in this backup`;
      // A summary holds many sessions' hours: the form's rules apply to all but its duration.
      const summaryDuration = isImportedSummary ? summaryMinutesSchema.safeParse(row.duration) : null;
      if (summaryDuration && !summaryDuration.success) return issuesText(summaryDuration.error.issues, {});
      const session = sessionSchema.safeParse({
        ...row,
        clientId: PENDING_CLIENT_ID,
        ...(summaryDuration ? { duration: 1 } : {}),
      });
      if (!session.success) return issuesText(session.error.issues, {});
      const { clientId: _pending, ...value } = session.data;
      sessionRefs.add(`${clientRef}|${value.date}`);
      batch.coachingSessions.push({
        line,
        value: {
          ...value,
          ...(summaryDuration ? { duration: summaryDuration.data, summaryEndDate: summaryEndDate ?? value.date } : {}),
          isImportedSummary,
          client,
          createdAt: at ? new Date(at) : undefined,
        },
      });
      return null;
    },
  );
  each(
    'supervisionSessions',
    supervisionSessionInputSchema(sense).and(z.object({ createdAt })),
    (line, { createdAt: at, ...value }) => {
      batch.supervisionSessions.push({ line, value: { ...value, createdAt: at ? new Date(at) : undefined } });
      return null;
    },
  );
  each('cpdRecords', cpdRecordInputSchema(sense).and(z.object({ createdAt })), (line, { createdAt: at, ...value }) => {
    batch.cpdRecords.push({ line, value: { ...value, createdAt: at ? new Date(at) : undefined } });
    return null;
  });

  each(
    'educationRecords',
    educationRecordInputSchema(sense).and(z.object({ createdAt })),
    (line, { createdAt: at, ...value }) => {
      batch.educationRecords.push({ line, value: { ...value, createdAt: at ? new Date(at) : undefined } });
      return null;
    },
  );
  each(
    'mentorCoachingSessions',
    mentorCoachingSessionInputSchema(sense).and(z.object({ createdAt })),
    (line, { createdAt: at, ...value }) => {
      batch.mentorCoachingSessions.push({ line, value: { ...value, createdAt: at ? new Date(at) : undefined } });
      return null;
    },
  );
  each('credentials', credentialInputSchema.and(z.object({ createdAt })), (line, { createdAt: at, ...value }) => {
    batch.credentials.push({ line, value: { ...value, createdAt: at ? new Date(at) : undefined } });
    return null;
  });
  each(
    'feedbackEntries',
    feedbackEntryInputSchema.omit({ clientId: true }).extend({ clientRef: z.number().int().nullish(), createdAt }),
    (line, { clientRef, createdAt: at, ...value }) => {
      const client = clientRef === null || clientRef === undefined ? null : clientsByRef.get(clientRef);
      if (client === undefined) return `No client numbered ${clientRef} in this backup`;
      batch.feedbackEntries.push({ line, value: { ...value, client, createdAt: at ? new Date(at) : undefined } });
      return null;
    },
  );
  each(
    'performanceRecordings',
    z.object({ clientRef: z.number().int().nullish(), createdAt }),
    (line, { clientRef, createdAt: at }, row) => {
      const client = clientRef === null || clientRef === undefined ? null : clientsByRef.get(clientRef);
      if (client === undefined) return `No client numbered ${clientRef} in this backup`;
      // The form's schema, with the client checked above rather than by id.
      const recording = recordingInputSchema.safeParse({ ...row, clientId: null });
      if (!recording.success) return issuesText(recording.error.issues, {});
      const { clientId: _none, ...value } = recording.data;
      batch.performanceRecordings.push({ line, value: { ...value, client, createdAt: at ? new Date(at) : undefined } });
      return null;
    },
  );

  each('coachQuestions', coachQuestionInputSchema.extend({ createdAt }), (line, { createdAt: at, ...value }) => {
    batch.coachQuestions.push({ line, value: { ...value, createdAt: at ? new Date(at) : undefined } });
    return null;
  });
  each(
    'growPlans',
    z.object({ clientRef: z.number().int(), coachingSessionDate: calendarDate().nullish(), createdAt }),
    (line, { clientRef, coachingSessionDate, createdAt: at }, row) => {
      const client = clientsByRef.get(clientRef);
      if (!client) return `No client numbered ${clientRef} in this backup`;
      if (coachingSessionDate && !sessionRefs.has(`${clientRef}|${coachingSessionDate}`)) {
        return `No session with client ${clientRef} on ${coachingSessionDate} in this backup`;
      }
      const plan = growPlanInputSchema.safeParse({ ...row, clientId: PENDING_CLIENT_ID, coachingSessionId: null });
      if (!plan.success) return issuesText(plan.error.issues, {});
      const { clientId: _pending, coachingSessionId: _none, ...value } = plan.data;
      batch.growPlans.push({
        line,
        value: { ...value, client, sessionDate: coachingSessionDate ?? null, createdAt: at ? new Date(at) : undefined },
      });
      return null;
    },
  );
  each(
    'wheelAssessments',
    z.object({ clientRef: z.number().int(), createdAt }),
    (line, { clientRef, createdAt: at }, row) => {
      const client = clientsByRef.get(clientRef);
      if (!client) return `No client numbered ${clientRef} in this backup`;
      const wheel = wheelAssessmentInputSchema.safeParse({ ...row, clientId: PENDING_CLIENT_ID });
      if (!wheel.success) return issuesText(wheel.error.issues, {});
      const { clientId: _pending, ...value } = wheel.data;
      batch.wheelAssessments.push({ line, value: { ...value, client, createdAt: at ? new Date(at) : undefined } });
      return null;
    },
  );
  const profile = profileInputSchema.safeParse(data.profile ?? {});
  const accreditation = backupAccreditation(data.accreditation, batch.errors);
  return { batch, profile: profile.success ? profile.data : null, accreditation };
}
