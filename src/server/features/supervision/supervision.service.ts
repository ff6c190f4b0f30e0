import { and, count, desc, eq } from 'drizzle-orm';
import type {
  NewSupervisionSessionInput,
  SupervisionListQuery,
  SupervisionPage,
  SupervisionSession,
  SupervisionSessionInput,
} from '@/shared/schemas/supervision';
import type { Database } from '../../db/database';
import { supervisionSessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { insertOnce } from '../../lib/insert-once';
import { assertRoomFor } from '../auth/policy/logbook-limits';
import { readPage } from '../../lib/paging';
import { summariseSupervision } from './supervision-summary';
import { deleteWithUndo } from '../undo/undo.service';

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

/**
 * A page of the coach's supervision, newest first (sessions of one day in the order they were
 * recorded, newest first too), with the totals and quarters of the whole.
 */
export async function listSupervisionSessions(
  db: Database,
  { userId, query, today }: { userId: string; query: SupervisionListQuery; today: string },
): Promise<SupervisionPage> {
  const own = eq(supervisionSessions.userId, userId);
  const [page, summary] = await Promise.all([
    readPage(
      query,
      ({ limit, offset }) =>
        db
          .select()
          .from(supervisionSessions)
          .where(own)
          .orderBy(desc(supervisionSessions.date), desc(supervisionSessions.createdAt), desc(supervisionSessions.id))
          .limit(limit)
          .offset(offset),
      db.select({ total: count() }).from(supervisionSessions).where(own),
      toSupervisionSession,
    ),
    summariseSupervision(db, { userId, today }),
  ]);
  return { ...page, summary };
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
  return deleteWithUndo(db, { userId, from: supervisionSessions, id, what: NOT_FOUND });
}
