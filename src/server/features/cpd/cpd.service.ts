import { and, count, desc, eq } from 'drizzle-orm';
import type {
  CpdRecord,
  CpdRecordInput,
  CpdRecordList,
  CpdRecordListQuery,
  NewCpdRecordInput,
} from '@/shared/schemas/cpd';
import type { Database } from '../../db/database';
import { cpdRecords } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { insertOnce } from '../../lib/insert-once';
import { readPage } from '../../lib/paging';
import { sumCpdHours } from './cpd-totals';
import { assertRoomFor } from '../auth/policy/logbook-limits';
import { deleteWithUndo } from '../undo/undo.service';

type CpdRecordRow = typeof cpdRecords.$inferSelect;

function toCpdRecord(row: CpdRecordRow): CpdRecord {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    hours: row.hours,
    category: row.category,
    coachingEthics: row.coachingEthics,
    provider: row.provider,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(cpdRecords.id, id), eq(cpdRecords.userId, userId));

/** A page of the coach's CPD records, newest first, with the totals the database adds up. */
export async function listCpdRecords(
  db: Database,
  { userId, query, today }: { userId: string; query: CpdRecordListQuery; today: string },
): Promise<CpdRecordList> {
  const own = eq(cpdRecords.userId, userId);
  const [page, totals] = await Promise.all([
    readPage(
      query,
      ({ limit, offset }) =>
        db
          .select()
          .from(cpdRecords)
          .where(own)
          .orderBy(desc(cpdRecords.date), desc(cpdRecords.createdAt), desc(cpdRecords.id))
          .limit(limit)
          .offset(offset),
      db.select({ total: count() }).from(cpdRecords).where(own),
      toCpdRecord,
    ),
    sumCpdHours(db, { userId, today }),
  ]);
  return { ...page, totals };
}

export async function getCpdRecord(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.select().from(cpdRecords).where(ownedBy(userId, id));
  if (!row) throw notFound('CPD record');
  return toCpdRecord(row);
}

export async function createCpdRecord(db: Database, { userId, input }: { userId: string; input: NewCpdRecordInput }) {
  await assertRoomFor(db, userId, 'cpdRecords');
  const row = await insertOnce(
    () =>
      db
        .insert(cpdRecords)
        .values({ ...input, userId })
        .onConflictDoNothing({ target: cpdRecords.id })
        .returning(),
    async () => (input.id ? (await db.select().from(cpdRecords).where(ownedBy(userId, input.id)))[0] : undefined),
  );
  return toCpdRecord(row);
}

export async function updateCpdRecord(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: CpdRecordInput },
) {
  const [row] = await db.update(cpdRecords).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound('CPD record');
  return toCpdRecord(row);
}

export async function deleteCpdRecord(db: Database, { userId, id }: { userId: string; id: string }) {
  return deleteWithUndo(db, { userId, from: cpdRecords, id, what: 'CPD record' });
}
