import { and, count, desc, eq } from 'drizzle-orm';
import type { RecordListQuery } from '@/shared/schemas/record-list';
import type { FeedbackEntry, FeedbackEntryInput, NewFeedbackEntryInput } from '@/shared/schemas/feedback';
import type { Database } from '../../../db/database';
import { clients, feedbackEntries } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { insertOnce } from '../../../lib/insert-once';
import { assertOwnClient } from '../../clients/own-client';
import { assertRoomFor } from '../../auth/policy/logbook-limits';
import { deleteWithUndo } from '../../undo/undo.service';

type FeedbackEntryRow = typeof feedbackEntries.$inferSelect;

function toFeedbackEntry(row: FeedbackEntryRow, clientName: string | null): FeedbackEntry {
  return {
    id: row.id,
    kind: row.kind,
    date: row.date,
    clientId: row.clientId,
    clientName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(feedbackEntries.id, id), eq(feedbackEntries.userId, userId));

const NOT_FOUND = 'Entry';

// The client is joined on the coach too, so a name is only ever read from the coach's own clients.
const withClient = (db: Database) =>
  db
    .select({ entry: feedbackEntries, clientName: clients.name })
    .from(feedbackEntries)
    .leftJoin(clients, and(eq(clients.id, feedbackEntries.clientId), eq(clients.userId, feedbackEntries.userId)));

/** Newest first. */
export async function listFeedbackEntries(db: Database, { userId, query }: { userId: string; query: RecordListQuery }) {
  const rows = await withClient(db)
    .where(eq(feedbackEntries.userId, userId))
    .orderBy(desc(feedbackEntries.date), desc(feedbackEntries.createdAt), desc(feedbackEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(feedbackEntries).where(eq(feedbackEntries.userId, userId));
  return {
    items: rows.map((row) => toFeedbackEntry(row.entry, row.clientName)),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

async function findOwn(db: Database, userId: string, id: string) {
  const [row] = await withClient(db).where(ownedBy(userId, id));
  return row ? toFeedbackEntry(row.entry, row.clientName) : undefined;
}

export async function getFeedbackEntry(db: Database, { userId, id }: { userId: string; id: string }) {
  const entry = await findOwn(db, userId, id);
  if (!entry) throw notFound(NOT_FOUND);
  return entry;
}

export async function createFeedbackEntry(
  db: Database,
  { userId, input }: { userId: string; input: NewFeedbackEntryInput },
) {
  await assertRoomFor(db, userId, 'feedbackEntries');
  if (input.clientId) await assertOwnClient(db, userId, input.clientId);
  const row = await insertOnce(
    () =>
      db
        .insert(feedbackEntries)
        .values({ ...input, userId })
        .onConflictDoNothing({ target: feedbackEntries.id })
        .returning(),
    async () => (input.id ? (await db.select().from(feedbackEntries).where(ownedBy(userId, input.id)))[0] : undefined),
  );
  return getFeedbackEntry(db, { userId, id: row.id });
}

export async function updateFeedbackEntry(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: FeedbackEntryInput },
) {
  if (input.clientId) await assertOwnClient(db, userId, input.clientId);
  const [row] = await db.update(feedbackEntries).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return getFeedbackEntry(db, { userId, id });
}

export async function deleteFeedbackEntry(db: Database, { userId, id }: { userId: string; id: string }) {
  return deleteWithUndo(db, { userId, from: feedbackEntries, id, what: NOT_FOUND });
}
