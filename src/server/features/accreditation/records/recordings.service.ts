import { and, count, desc, eq } from 'drizzle-orm';
import type { RecordListQuery } from '@/shared/schemas/record-list';
import type { NewRecordingInput, Recording, RecordingInput } from '@/shared/schemas/recordings';
import type { Database } from '../../../db/database';
import { clients, performanceRecordings } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { insertOnce } from '../../../lib/insert-once';
import { assertRoomFor } from '../../auth/policy/logbook-limits';
import { assertOwnClient } from '../../clients/own-client';
import { deleteWithUndo } from '../../undo/undo.service';

type RecordingRow = typeof performanceRecordings.$inferSelect;

function toRecording(row: RecordingRow, clientName: string | null): Recording {
  return {
    id: row.id,
    level: row.level,
    recordedOn: row.recordedOn,
    duration: row.duration,
    clientId: row.clientId,
    clientName,
    permissionOn: row.permissionOn,
    transcriptDone: row.transcriptDone,
    selfReviewDone: row.selfReviewDone,
    mentorFeedback: row.mentorFeedback,
    ready: Boolean(row.permissionOn && row.transcriptDone && row.selfReviewDone && row.mentorFeedback?.trim()),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) =>
  and(eq(performanceRecordings.id, id), eq(performanceRecordings.userId, userId));

const NOT_FOUND = 'Recording';

// The client is joined on the coach too, so a name is only ever read from the coach's own clients.
const withClient = (db: Database) =>
  db
    .select({ recording: performanceRecordings, clientName: clients.name })
    .from(performanceRecordings)
    .leftJoin(
      clients,
      and(eq(clients.id, performanceRecordings.clientId), eq(clients.userId, performanceRecordings.userId)),
    );

/** Newest first, a page at a time. */
export async function listRecordings(db: Database, { userId, query }: { userId: string; query: RecordListQuery }) {
  const [rows, [total]] = await Promise.all([
    withClient(db)
      .where(eq(performanceRecordings.userId, userId))
      .orderBy(
        desc(performanceRecordings.recordedOn),
        desc(performanceRecordings.createdAt),
        desc(performanceRecordings.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(performanceRecordings).where(eq(performanceRecordings.userId, userId)),
  ]);
  return {
    recordings: rows.map((row) => toRecording(row.recording, row.clientName)),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

export async function getRecording(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await withClient(db).where(ownedBy(userId, id));
  if (!row) throw notFound(NOT_FOUND);
  return toRecording(row.recording, row.clientName);
}

export async function createRecording(db: Database, { userId, input }: { userId: string; input: NewRecordingInput }) {
  if (input.clientId) await assertOwnClient(db, userId, input.clientId);
  await assertRoomFor(db, userId, 'performanceRecordings');
  const row = await insertOnce(
    () =>
      db
        .insert(performanceRecordings)
        .values({ ...input, userId })
        .onConflictDoNothing({ target: performanceRecordings.id })
        .returning(),
    async () =>
      input.id ? (await db.select().from(performanceRecordings).where(ownedBy(userId, input.id)))[0] : undefined,
  );
  return getRecording(db, { userId, id: row.id });
}

export async function updateRecording(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: RecordingInput },
) {
  if (input.clientId) await assertOwnClient(db, userId, input.clientId);
  const [row] = await db.update(performanceRecordings).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return getRecording(db, { userId, id });
}

export async function deleteRecording(db: Database, { userId, id }: { userId: string; id: string }) {
  return deleteWithUndo(db, { userId, from: performanceRecordings, id, what: NOT_FOUND });
}
