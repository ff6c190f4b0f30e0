import { and, count, desc, eq } from 'drizzle-orm';
import type { RecordListQuery } from '@/shared/schemas/record-list';
import type { EducationRecord, EducationRecordInput, NewEducationRecordInput } from '@/shared/schemas/education';
import type { Database } from '../../../db/database';
import { educationRecords } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { insertOnce } from '../../../lib/insert-once';
import { assertRoomFor } from '../../auth/policy/logbook-limits';
import { deleteWithUndo } from '../../undo/undo.service';

type EducationRecordRow = typeof educationRecords.$inferSelect;

export function toEducationRecord(row: EducationRecordRow): EducationRecord {
  return {
    id: row.id,
    programmeName: row.programmeName,
    provider: row.provider,
    kind: row.kind,
    startDate: row.startDate,
    endDate: row.endDate,
    totalHours: row.totalHours,
    synchronousHours: row.synchronousHours,
    certificateReference: row.certificateReference,
    coreCompetencyHours: row.coreCompetencyHours,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(educationRecords.id, id), eq(educationRecords.userId, userId));

const NOT_FOUND = 'Education record';

/** Most recent start first. */
export async function listEducationRecords(
  db: Database,
  { userId, query }: { userId: string; query: RecordListQuery },
) {
  const rows = await db
    .select()
    .from(educationRecords)
    .where(eq(educationRecords.userId, userId))
    .orderBy(desc(educationRecords.startDate), desc(educationRecords.createdAt), desc(educationRecords.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(educationRecords).where(eq(educationRecords.userId, userId));
  return { items: rows.map(toEducationRecord), page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 };
}

export async function getEducationRecord(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.select().from(educationRecords).where(ownedBy(userId, id));
  if (!row) throw notFound(NOT_FOUND);
  return toEducationRecord(row);
}

export async function createEducationRecord(
  db: Database,
  { userId, input }: { userId: string; input: NewEducationRecordInput },
) {
  await assertRoomFor(db, userId, 'educationRecords');
  const row = await insertOnce(
    () =>
      db
        .insert(educationRecords)
        .values({ ...input, userId })
        .onConflictDoNothing({ target: educationRecords.id })
        .returning(),
    async () => (input.id ? (await db.select().from(educationRecords).where(ownedBy(userId, input.id)))[0] : undefined),
  );
  return toEducationRecord(row);
}

export async function updateEducationRecord(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: EducationRecordInput },
) {
  const [row] = await db.update(educationRecords).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toEducationRecord(row);
}

export async function deleteEducationRecord(db: Database, { userId, id }: { userId: string; id: string }) {
  return deleteWithUndo(db, { userId, from: educationRecords, id, what: NOT_FOUND });
}
