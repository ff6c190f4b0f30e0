import { and, asc, eq, sql } from 'drizzle-orm';
import type { RecordKey } from '@/shared/schemas/record-columns';
import {
  clients,
  educationRecords,
  feedbackEntries,
  heldCredentials,
  mentorCoachingSessions,
  performanceRecordings,
} from '../../db/schema';
import { exportedRow, PAGE_SIZE, type PageReader } from './export-rows';

/** The accreditation records (ADR 024), each in a stable order, a page at a time. */
export const recordPageReaders: Record<RecordKey, PageReader> = {
  educationRecords: async (db, userId, _refs, offset) => {
    const rows = await db
      .select()
      .from(educationRecords)
      .where(eq(educationRecords.userId, userId))
      .orderBy(
        asc(educationRecords.startDate),
        asc(educationRecords.programmeName),
        asc(educationRecords.createdAt),
        asc(educationRecords.id),
      )
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map((row) =>
      exportedRow(row, [
        'programmeName',
        'provider',
        'kind',
        'startDate',
        'endDate',
        'totalHours',
        'synchronousHours',
        'certificateReference',
        'coreCompetencyHours',
      ]),
    );
  },
  mentorCoachingSessions: async (db, userId, _refs, offset) => {
    const rows = await db
      .select()
      .from(mentorCoachingSessions)
      .where(eq(mentorCoachingSessions.userId, userId))
      .orderBy(
        asc(mentorCoachingSessions.date),
        asc(mentorCoachingSessions.mentorName),
        asc(mentorCoachingSessions.createdAt),
        asc(mentorCoachingSessions.id),
      )
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map((row) =>
      exportedRow(row, [
        'mentorName',
        'mentorEmail',
        'mentorCredential',
        'date',
        'duration',
        'format',
        'groupSize',
        'notes',
        'mentorCredentialCurrent',
        'mentorRenewed',
        'mentorQualification',
      ]),
    );
  },
  credentials: async (db, userId, _refs, offset) => {
    const rows = await db
      .select()
      .from(heldCredentials)
      .where(eq(heldCredentials.userId, userId))
      .orderBy(
        asc(heldCredentials.awardedOn),
        asc(heldCredentials.body),
        asc(heldCredentials.level),
        asc(heldCredentials.createdAt),
        asc(heldCredentials.id),
      )
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map((row) => exportedRow(row, ['body', 'level', 'awardedOn', 'expiresOn']));
  },
  // The client's number for the backup, name and e-mail for spreadsheets; none when no client is tied.
  feedbackEntries: async (db, userId, refs, offset) => {
    const rows = await db
      .select({ entry: feedbackEntries, clientName: clients.name, clientEmail: clients.email })
      .from(feedbackEntries)
      .leftJoin(clients, and(eq(clients.id, feedbackEntries.clientId), eq(clients.userId, userId)))
      .where(eq(feedbackEntries.userId, userId))
      .orderBy(
        asc(feedbackEntries.date),
        asc(feedbackEntries.kind),
        asc(clients.name),
        sql`${clients.email} asc nulls first`,
        asc(feedbackEntries.content),
        asc(feedbackEntries.createdAt),
        asc(feedbackEntries.id),
      )
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map(({ entry, clientName, clientEmail }) => ({
      clientRef: entry.clientId ? (refs.byId.get(entry.clientId)?.ref ?? null) : null,
      clientName,
      clientEmail,
      ...exportedRow(entry, ['kind', 'date', 'content']),
    }));
  },
  // As feedback: the client's number for the backup, name and e-mail for spreadsheets.
  performanceRecordings: async (db, userId, refs, offset) => {
    const rows = await db
      .select({ recording: performanceRecordings, clientName: clients.name, clientEmail: clients.email })
      .from(performanceRecordings)
      .leftJoin(clients, and(eq(clients.id, performanceRecordings.clientId), eq(clients.userId, userId)))
      .where(eq(performanceRecordings.userId, userId))
      .orderBy(
        asc(performanceRecordings.recordedOn),
        asc(performanceRecordings.level),
        asc(clients.name),
        sql`${clients.email} asc nulls first`,
        asc(performanceRecordings.duration),
        asc(performanceRecordings.createdAt),
        asc(performanceRecordings.id),
      )
      .limit(PAGE_SIZE)
      .offset(offset);
    return rows.map(({ recording, clientName, clientEmail }) => ({
      level: recording.level,
      recordedOn: recording.recordedOn,
      duration: recording.duration,
      clientRef: recording.clientId ? (refs.byId.get(recording.clientId)?.ref ?? null) : null,
      clientName,
      clientEmail,
      ...exportedRow(recording, ['permissionOn', 'transcriptDone', 'selfReviewDone', 'mentorFeedback']),
    }));
  },
};
