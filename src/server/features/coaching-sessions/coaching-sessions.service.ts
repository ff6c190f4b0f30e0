import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { pageOffset, toPage } from '@/shared/domain/paging';
import {
  DUPLICATE_SESSION_MESSAGE,
  IMPORTED_SUMMARY_READ_ONLY_MESSAGE,
  type CoachingSessionDetail,
  type CoachingSessionInput,
  type CoachingSessionListQuery,
  type NewCoachingSessionInput,
  type CoachingSessionPage,
  type LastSession,
} from '@/shared/schemas/coaching-sessions';
import type { Database } from '../../db/database';
import { clients, coachMonthTotals, coachingSessions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { insertOnce } from '../../lib/insert-once';
import { assertOwnClient } from '../clients/own-client';
import { toCoachingSession } from './coaching-sessions.mapper';
import { assertRoomFor } from '../auth/policy/logbook-limits';
import { deleteWithUndo } from '../undo/undo.service';

const ownedBy = (userId: string, id: string) => and(eq(coachingSessions.id, id), eq(coachingSessions.userId, userId));

const withClient = (db: Database) =>
  db
    .select({ session: coachingSessions, clientName: clients.name })
    .from(coachingSessions)
    .leftJoin(clients, eq(clients.id, coachingSessions.clientId));

const newestFirst = [desc(coachingSessions.date), desc(coachingSessions.createdAt), desc(coachingSessions.id)];

const isUnfiltered = (query: CoachingSessionListQuery) =>
  !query.clientId && !query.from && !query.to && !query.payment && !query.sessionType;

/**
 * How many sessions the list holds, and their minutes. Unfiltered, the sums of the coach's month
 * totals, which the triggers of migration 0005 keep equal to their rows in the transaction of
 * every write (a few hundred rows at most, instead of reading 10,000 index entries on every
 * page); filtered, added up.
 */
async function sumSessions(db: Database, userId: string, query: CoachingSessionListQuery, where: SQL | undefined) {
  const [row] = isUnfiltered(query)
    ? await db
        .select({
          total: sql<number>`coalesce(sum(${coachMonthTotals.sessions}), 0)::int`,
          minutes: sql<number>`coalesce(sum(${coachMonthTotals.minutes}), 0)::int`,
        })
        .from(coachMonthTotals)
        .where(eq(coachMonthTotals.userId, userId))
    : await db
        .select({
          total: sql<number>`count(*)::int`,
          minutes: sql<number>`coalesce(sum(${coachingSessions.duration}), 0)::int`,
        })
        .from(coachingSessions)
        .where(where);
  return { total: row?.total ?? 0, minutes: row?.minutes ?? 0 };
}

/** Newest first, one page at a time, filtered by client, date range, payment and type. */
export async function listCoachingSessions(
  db: Database,
  { userId, query }: { userId: string; query: CoachingSessionListQuery },
): Promise<CoachingSessionPage> {
  const filters: SQL[] = [eq(coachingSessions.userId, userId)];
  if (query.clientId) filters.push(eq(coachingSessions.clientId, query.clientId));
  if (query.from) filters.push(gte(coachingSessions.date, query.from));
  if (query.to) filters.push(lte(coachingSessions.date, query.to));
  if (query.payment) filters.push(eq(coachingSessions.payment, query.payment));
  if (query.sessionType) filters.push(eq(coachingSessions.sessionType, query.sessionType));
  const where = and(...filters);

  const [rows, sums] = await Promise.all([
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
            .offset(pageOffset(query)),
        ),
      )
      .orderBy(...newestFirst),
    sumSessions(db, userId, query, where),
  ]);
  const items = rows.map((row) => toCoachingSession(row.session, row.clientName));
  return { ...toPage(items, sums.total, query), minutes: sums.minutes };
}

/**
 * The session a new one starts from: the client's own last when a client is given and has one,
 * else the coach's last logged. Only an active client's, and never an imported summary, whose
 * hours are many sessions' (ADR 016).
 */
export async function lastCoachingSession(
  db: Database,
  { userId, clientId }: { userId: string; clientId?: string },
): Promise<LastSession | null> {
  const latest = (forClient?: string) =>
    db
      .select({
        clientId: coachingSessions.clientId,
        clientName: clients.name,
        duration: coachingSessions.duration,
        sessionType: coachingSessions.sessionType,
        groupSize: coachingSessions.groupSize,
        payment: coachingSessions.payment,
      })
      .from(coachingSessions)
      .innerJoin(clients, and(eq(clients.id, coachingSessions.clientId), eq(clients.userId, userId)))
      .where(
        and(
          eq(coachingSessions.userId, userId),
          eq(coachingSessions.isImportedSummary, false),
          eq(clients.status, 'active'),
          forClient ? eq(coachingSessions.clientId, forClient) : undefined,
        ),
      )
      .orderBy(desc(coachingSessions.createdAt), desc(coachingSessions.id))
      .limit(1);
  const [own] = clientId ? await latest(clientId) : [];
  if (own) return own;
  const [last] = await latest();
  return last ?? null;
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
  return deleteWithUndo(db, { userId, from: coachingSessions, id, what: 'Session' });
}
