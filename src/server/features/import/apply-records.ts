import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  educationRecords,
  feedbackEntries,
  heldCredentials,
  mentorCoachingSessions,
  performanceRecordings,
} from '../../db/schema';
import { fold, type ClientRef, type ImportBatch } from './import-batch';
import { insertChunks } from './insert-chunks';

export interface RecordLinks {
  /** The account's client id for a client the row names, found or about to be inserted. */
  clientId: (client: ClientRef) => string;
  duplicate: (line: string, message: string) => void;
}

/** Keeps the rows whose key is neither in the account nor earlier in the file; reports the others. */
function fresh<Row>(
  rows: { line: string; value: Row }[],
  existing: string[],
  keyOf: (row: Row) => string,
  duplicate: (line: string, row: Row) => void,
) {
  const keys = new Set(existing);
  return rows.flatMap(({ line, value }) => {
    const key = keyOf(value);
    if (keys.has(key)) {
      duplicate(line, value);
      return [];
    }
    keys.add(key);
    return [value];
  });
}

/**
 * The accreditation records of a batch that are not in the account yet (ADR 024). Duplicate keys:
 * education's programme and start date; mentor coaching's mentor and date; a credential's body,
 * level and award date; feedback's kind, date and text; a recording's credential, date and length.
 * Text compares without case.
 */
export async function planRecordRows(tx: Database, userId: string, batch: ImportBatch, links: RecordLinks) {
  // One after another: a transaction is one connection, which runs one query at a time.
  const educationKey = (row: { programmeName: string; startDate: string }) =>
    `${fold(row.programmeName)}|${row.startDate}`;
  const existingEducation = batch.educationRecords.length
    ? await tx.select().from(educationRecords).where(eq(educationRecords.userId, userId))
    : [];
  const education = fresh(batch.educationRecords, existingEducation.map(educationKey), educationKey, (line, row) =>
    links.duplicate(line, `Education '${row.programmeName}' starting ${row.startDate} already exists`),
  );

  const mentorKey = (row: { mentorName: string; date: string }) => `${fold(row.mentorName)}|${row.date}`;
  const existingMentoring = batch.mentorCoachingSessions.length
    ? await tx.select().from(mentorCoachingSessions).where(eq(mentorCoachingSessions.userId, userId))
    : [];
  const mentoring = fresh(batch.mentorCoachingSessions, existingMentoring.map(mentorKey), mentorKey, (line, row) =>
    links.duplicate(line, `Mentor coaching with '${row.mentorName}' on ${row.date} already exists`),
  );

  const credentialKey = (row: { body: string; level: string; awardedOn: string }) =>
    `${row.body}|${row.level}|${row.awardedOn}`;
  const existingCredentials = batch.credentials.length
    ? await tx.select().from(heldCredentials).where(eq(heldCredentials.userId, userId))
    : [];
  const credentials = fresh(batch.credentials, existingCredentials.map(credentialKey), credentialKey, (line, row) =>
    links.duplicate(line, `This credential awarded on ${row.awardedOn} already exists`),
  );

  const feedbackKey = (row: { kind: string; date: string; content: string }) =>
    `${row.kind}|${row.date}|${fold(row.content)}`;
  const existingFeedback = batch.feedbackEntries.length
    ? await tx.select().from(feedbackEntries).where(eq(feedbackEntries.userId, userId))
    : [];
  const feedback = fresh(batch.feedbackEntries, existingFeedback.map(feedbackKey), feedbackKey, (line, row) =>
    links.duplicate(line, `This entry on ${row.date} already exists`),
  ).map(({ client, ...row }) => ({ ...row, clientId: client ? links.clientId(client) : null, userId }));

  const recordingKey = (row: { level: string; recordedOn: string; duration: number }) =>
    `${row.level}|${row.recordedOn}|${row.duration}`;
  const existingRecordings = batch.performanceRecordings.length
    ? await tx.select().from(performanceRecordings).where(eq(performanceRecordings.userId, userId))
    : [];
  const recordings = fresh(
    batch.performanceRecordings,
    existingRecordings.map(recordingKey),
    recordingKey,
    (line, row) => links.duplicate(line, `A recording of ${row.duration} minutes on ${row.recordedOn} already exists`),
  ).map(({ client, ...row }) => ({ ...row, clientId: client ? links.clientId(client) : null, userId }));

  return {
    education: education.map((row) => ({ ...row, userId })),
    mentoring: mentoring.map((row) => ({ ...row, userId })),
    credentials: credentials.map((row) => ({ ...row, userId })),
    feedback,
    recordings,
  };
}

export async function insertRecordRows(tx: Database, rows: Awaited<ReturnType<typeof planRecordRows>>) {
  await insertChunks(rows.education, (chunk) => tx.insert(educationRecords).values(chunk));
  await insertChunks(rows.mentoring, (chunk) => tx.insert(mentorCoachingSessions).values(chunk));
  await insertChunks(rows.credentials, (chunk) => tx.insert(heldCredentials).values(chunk));
  await insertChunks(rows.feedback, (chunk) => tx.insert(feedbackEntries).values(chunk));
  await insertChunks(rows.recordings, (chunk) => tx.insert(performanceRecordings).values(chunk));
}
