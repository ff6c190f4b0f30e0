import { and, desc, eq } from 'drizzle-orm';
import type { CpdRecord, CpdRecordInput, CpdRecordList, NewCpdRecordInput } from '@/shared/schemas/cpd';
import type { Database } from '../../db/database';
import { cpdRecords } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { insertOnce } from '../../lib/insert-once';
import { sumCpdHours } from './cpd-totals';
import { assertRoomFor } from '../auth/policy/logbook-limits';

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

/** The server's calendar date in UTC, for callers that do not say what day it is where they are. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The coach's CPD records, newest first, with the totals the database adds up. */
export async function listCpdRecords(
  db: Database,
  { userId, today = utcToday() }: { userId: string; today?: string },
): Promise<CpdRecordList> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(cpdRecords)
      .where(eq(cpdRecords.userId, userId))
      .orderBy(desc(cpdRecords.date), desc(cpdRecords.createdAt), desc(cpdRecords.id)),
    sumCpdHours(db, { userId, today }),
  ]);
  return { records: rows.map(toCpdRecord), totals };
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
  const [row] = await db.delete(cpdRecords).where(ownedBy(userId, id)).returning({ id: cpdRecords.id });
  if (!row) throw notFound('CPD record');
}
