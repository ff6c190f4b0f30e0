import { and, desc, eq } from 'drizzle-orm';
import type {
  NewSupervisionSessionInput,
  SupervisionSession,
  SupervisionSessionInput,
} from '@/shared/schemas/supervision';
import type { Database } from '../../db/database';
import { supervisionSessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { insertOnce } from '../../lib/insert-once';
import { assertRoomFor } from '../auth/policy/logbook-limits';

type SupervisionSessionRow = typeof supervisionSessions.$inferSelect;

function toSupervisionSession(row: SupervisionSessionRow): SupervisionSession {
  return {
    id: row.id,
    supervisorName: row.supervisorName,
    date: row.date,
    duration: row.duration,
    topics: row.topics,
    notes: row.notes,
    supervisionType: row.supervisionType,
    supervisorAccreditation: row.supervisorAccreditation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) =>
  and(eq(supervisionSessions.id, id), eq(supervisionSessions.userId, userId));

const NOT_FOUND = 'Supervision session';

/** Newest first; sessions on the same day in the order they were recorded, newest first too. */
export async function listSupervisionSessions(db: Database, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(supervisionSessions)
    .where(eq(supervisionSessions.userId, userId))
    .orderBy(desc(supervisionSessions.date), desc(supervisionSessions.createdAt), desc(supervisionSessions.id));
  return rows.map(toSupervisionSession);
}

export async function getSupervisionSession(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.select().from(supervisionSessions).where(ownedBy(userId, id));
  if (!row) throw notFound(NOT_FOUND);
  return toSupervisionSession(row);
}

export async function createSupervisionSession(
  db: Database,
  { userId, input }: { userId: string; input: NewSupervisionSessionInput },
) {
  await assertRoomFor(db, userId, 'supervisionSessions');
  const row = await insertOnce(
    () =>
      db
        .insert(supervisionSessions)
        .values({ ...input, userId })
        .onConflictDoNothing({ target: supervisionSessions.id })
        .returning(),
    async () =>
      input.id ? (await db.select().from(supervisionSessions).where(ownedBy(userId, input.id)))[0] : undefined,
  );
  return toSupervisionSession(row);
}

export async function updateSupervisionSession(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: SupervisionSessionInput },
) {
  const [row] = await db.update(supervisionSessions).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toSupervisionSession(row);
}

export async function deleteSupervisionSession(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .delete(supervisionSessions)
    .where(ownedBy(userId, id))
    .returning({ id: supervisionSessions.id });
  if (!row) throw notFound(NOT_FOUND);
}
