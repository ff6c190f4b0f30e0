import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  DUPLICATE_SESSION_MESSAGE,
  IMPORTED_SUMMARY_READ_ONLY_MESSAGE,
  type CoachingSessionDetail,
  type CoachingSessionInput,
  type CoachingSessionListQuery,
  type NewCoachingSessionInput,
  type CoachingSessionPage,
} from '@/shared/schemas/coaching-sessions';
import type { Database } from '../../db/database';
import { clients, coachMonthTotals, coachingSessions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { insertOnce } from '../../lib/insert-once';
import { assertOwnClient } from '../clients/own-client';
import { toCoachingSession } from './coaching-sessions.mapper';
import { assertRoomFor } from '../auth/policy/logbook-limits';

const ownedBy = (userId: string, id: string) => and(eq(coachingSessions.id, id), eq(coachingSessions.userId, userId));

const withClient = (db: Database) =>
  db
    .select({ session: coachingSessions, clientName: clients.name })
    .from(coachingSessions)
    .leftJoin(clients, eq(clients.id, coachingSessions.clientId));

const newestFirst = [desc(coachingSessions.date), desc(coachingSessions.createdAt), desc(coachingSessions.id)];

/**
 * How many sessions the list holds. Unfiltered, the sum of the coach's month totals, which the
 * triggers of migration 0005 keep equal to their row count in the transaction of every write (a
 * few hundred rows at most, instead of counting 10,000 index entries on every page); filtered,
 * counted.
 */
async function countSessions(db: Database, userId: string, query: CoachingSessionListQuery, where: SQL | undefined) {
  if (!query.clientId && !query.from && !query.to) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${coachMonthTotals.sessions}), 0)::int` })
      .from(coachMonthTotals)
      .where(eq(coachMonthTotals.userId, userId));
    return row?.total ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(coachingSessions).where(where);
  return row?.total ?? 0;
}

/** Newest first, one page at a time, filtered by client and date range. */
export async function listCoachingSessions(
  db: Database,
  { userId, query }: { userId: string; query: CoachingSessionListQuery },
): Promise<CoachingSessionPage & { lastClientId: string | null }> {
  const filters: SQL[] = [eq(coachingSessions.userId, userId)];
  if (query.clientId) filters.push(eq(coachingSessions.clientId, query.clientId));
  if (query.from) filters.push(gte(coachingSessions.date, query.from));
  if (query.to) filters.push(lte(coachingSessions.date, query.to));
  const where = and(...filters);

  const [rows, total, [last]] = await Promise.all([
    // The page's ids come from the (user_id, date, created_at, id) index alone, then the page is
    // joined; joining clients before paging made the planner scan and sort every session.
    withClient(db)
      .where(
        inArray(
          coachingSessions.id,
          db
            .select({ id: coachingSessions.id })
            .from(coachingSessions)
            .where(where)
            .orderBy(...newestFirst)
            .limit(query.pageSize)
            .offset((query.page - 1) * query.pageSize),
        ),
      )
      .orderBy(...newestFirst),
    countSessions(db, userId, query, where),
    // The form preselects the client of the session logged last.
    db
      .select({ clientId: coachingSessions.clientId })
      .from(coachingSessions)
      .where(eq(coachingSessions.userId, userId))
      .orderBy(desc(coachingSessions.createdAt))
      .limit(1),
  ]);
  return {
    sessions: rows.map((row) => toCoachingSession(row.session, row.clientName)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    lastClientId: last?.clientId ?? null,
  };
}

export async function getCoachingSession(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<CoachingSessionDetail> {
  const [row] = await withClient(db).where(ownedBy(userId, id));
  if (!row) throw notFound('Session');
  const sameClient = and(eq(coachingSessions.userId, userId), eq(coachingSessions.clientId, row.session.clientId));
  const [[previous], [next]] = await Promise.all([
    db
      .select({ id: coachingSessions.id })
      .from(coachingSessions)
      .where(and(sameClient, lt(coachingSessions.date, row.session.date)))
      .orderBy(desc(coachingSessions.date))
      .limit(1),
    db
      .select({ id: coachingSessions.id })
      .from(coachingSessions)
      .where(and(sameClient, gt(coachingSessions.date, row.session.date)))
      .orderBy(asc(coachingSessions.date))
      .limit(1),
  ]);
  return {
    session: toCoachingSession(row.session, row.clientName),
    previousId: previous?.id ?? null,
    nextId: next?.id ?? null,
  };
}

/** The unique index on (client, date) decides, so two concurrent requests cannot both pass. */
function duplicateAware(error: unknown): never {
  if (isUniqueViolation(error, 'coaching_sessions_client_id_date_key')) {
    throw new AppError('CONFLICT', DUPLICATE_SESSION_MESSAGE, [{ path: 'date', message: DUPLICATE_SESSION_MESSAGE }]);
  }
  throw error;
}

export async function createCoachingSession(
  db: Database,
  { userId, input }: { userId: string; input: NewCoachingSessionInput },
) {
  await assertRoomFor(db, userId, 'coachingSessions');
  await assertOwnClient(db, userId, input.clientId);
  // The id is the arbiter: a replayed session is found by its id before the (client, date) rule
  // could call it a duplicate of itself.
  const row = await insertOnce(
    () =>
      db
        .insert(coachingSessions)
        .values({ ...input, userId })
        .onConflictDoNothing({ target: coachingSessions.id })
        .returning({ id: coachingSessions.id })
        .catch(duplicateAware),
    async () =>
      input.id
        ? (await db.select({ id: coachingSessions.id }).from(coachingSessions).where(ownedBy(userId, input.id)))[0]
        : undefined,
  );
  return getCoachingSession(db, { userId, id: row.id }).then((detail) => detail.session);
}

export async function updateCoachingSession(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: CoachingSessionInput },
) {
  await assertOwnClient(db, userId, input.clientId);
  const [current] = await db
    .select({ isImportedSummary: coachingSessions.isImportedSummary })
    .from(coachingSessions)
    .where(ownedBy(userId, id));
  if (!current) throw notFound('Session');
  // The session form describes one meeting; a summary's many hours would not pass it (ADR 016).
  if (current.isImportedSummary) throw new AppError('CONFLICT', IMPORTED_SUMMARY_READ_ONLY_MESSAGE);
  const [row] = await db
    .update(coachingSessions)
    .set(input)
    .where(and(ownedBy(userId, id), eq(coachingSessions.isImportedSummary, false)))
    .returning({ id: coachingSessions.id })
    .catch(duplicateAware);
  if (!row) throw notFound('Session');
  return getCoachingSession(db, { userId, id }).then((detail) => detail.session);
}

export async function deleteCoachingSession(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.delete(coachingSessions).where(ownedBy(userId, id)).returning({ id: coachingSessions.id });
  if (!row) throw notFound('Session');
}
