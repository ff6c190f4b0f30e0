import { and, count, desc, eq } from 'drizzle-orm';
import type { ClientToolQuery } from '@/shared/schemas/client-tool-query';
import type { Page } from '@/shared/domain/paging';
import type { WheelAssessment, WheelAssessmentInput } from '@/shared/schemas/wheel-of-life';
import type { Database } from '../../db/database';
import { wheelAssessments } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import { assertOwnClient } from '../clients/own-client';
import { assertRoomFor } from '../auth/policy/logbook-limits';

type WheelAssessmentRow = typeof wheelAssessments.$inferSelect;

function toWheelAssessment(row: WheelAssessmentRow): WheelAssessment {
  return {
    id: row.id,
    clientId: row.clientId,
    date: row.date,
    areas: row.areas,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(wheelAssessments.id, id), eq(wheelAssessments.userId, userId));

/** A page of one client's wheels, newest first. */
export async function listWheelAssessments(
  db: Database,
  { userId, query }: { userId: string; query: ClientToolQuery },
): Promise<Page<WheelAssessment>> {
  await assertOwnClient(db, userId, query.clientId);
  const where = and(eq(wheelAssessments.userId, userId), eq(wheelAssessments.clientId, query.clientId));
  return readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(wheelAssessments)
        .where(where)
        .orderBy(desc(wheelAssessments.date), desc(wheelAssessments.createdAt), desc(wheelAssessments.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(wheelAssessments).where(where),
    toWheelAssessment,
  );
}

export async function getWheelAssessment(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.select().from(wheelAssessments).where(ownedBy(userId, id));
  if (!row) throw notFound('Wheel of Life');
  return toWheelAssessment(row);
}

export async function createWheelAssessment(
  db: Database,
  { userId, input }: { userId: string; input: WheelAssessmentInput },
) {
  await assertRoomFor(db, userId, 'wheelAssessments');
  await assertOwnClient(db, userId, input.clientId);
  const [row] = await db
    .insert(wheelAssessments)
    .values({ ...input, userId })
    .returning();
  return toWheelAssessment(row!);
}

export async function updateWheelAssessment(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: WheelAssessmentInput },
) {
  await assertOwnClient(db, userId, input.clientId);
  const [row] = await db.update(wheelAssessments).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound('Wheel of Life');
  return toWheelAssessment(row);
}

export async function deleteWheelAssessment(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.delete(wheelAssessments).where(ownedBy(userId, id)).returning({ id: wheelAssessments.id });
  if (!row) throw notFound('Wheel of Life');
}
