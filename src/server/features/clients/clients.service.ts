import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CLIENT_NAMES_LIMIT,
  type Client,
  type ClientInput,
  type ClientListQuery,
  type ClientName,
  type ClientNamesQuery,
  type ClientPage,
  type ClientSort,
} from '@/shared/schemas/clients';
import type { Database } from '../../db/database';
import { clients, coachingSessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { assertRoomFor } from '../auth/policy/logbook-limits';
import { likePattern } from '../../lib/like-pattern';
import { readPage } from '../../lib/paging';
import { deleteWithUndo } from '../undo/undo.service';

type ClientRow = typeof clients.$inferSelect;

function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    organisation: row.organisation,
    status: row.status,
    includeInExports: row.includeInExports,
    exportAlias: row.exportAlias,
    groupMembers: row.groupMembers,
    groupMemberNames: row.groupMemberNames,
    clientSince: row.clientSince,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(clients.id, id), eq(clients.userId, userId));

// Per-client figures by index-only lookups on coaching_sessions (client_id, date, duration): the
// plan stays the same whatever the filter, where a join to a grouped subquery let PGlite
// re-aggregate per row. Written out in full: drizzle leaves a lone table's columns unqualified,
// which inside the subquery would name coaching_sessions.id instead of the outer client's id.
const outerClientId = sql.raw('"clients"."id"');
const ofClient = sql`from ${coachingSessions} where ${coachingSessions.clientId} = ${outerClientId}`;
const figures = {
  sessionsCount: sql<number>`(select count(*)::int ${ofClient})`,
  totalMinutes: sql<number>`(select coalesce(sum(${coachingSessions.duration}), 0)::int ${ofClient})`,
  // An imported summary (ADR 016) covers sessions up to its end date.
  lastSessionDate: sql<
    string | null
  >`(select max(coalesce(${coachingSessions.summaryEndDate}, ${coachingSessions.date}))::text ${ofClient})`,
};

/** Each sort, then the name and the id, so that pages never overlap. */
const orderings: Record<ClientSort, SQL[]> = {
  name: [asc(clients.name), asc(clients.id)],
  lastSession: [sql`${figures.lastSessionDate} desc nulls last`, asc(clients.name), asc(clients.id)],
  hours: [desc(figures.totalMinutes), asc(clients.name), asc(clients.id)],
};

function clientFilters(userId: string, query: Pick<ClientListQuery, 'status' | 'search'>) {
  const filters = [eq(clients.userId, userId)];
  if (query.status !== 'all') filters.push(eq(clients.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(ilike(clients.name, pattern), ilike(clients.email, pattern), ilike(clients.organisation, pattern))!,
    );
  }
  return and(...filters);
}

/** A page of the coach's clients, each with their sessions, minutes and last session added up by the database. */
export async function listClients(
  db: Database,
  { userId, query }: { userId: string; query: ClientListQuery },
): Promise<ClientPage> {
  const where = clientFilters(userId, query);
  return readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ client: clients, ...figures })
        .from(clients)
        .where(where)
        .orderBy(...orderings[query.sort])
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(clients).where(where),
    ({ client, ...sums }) => ({ ...toClient(client), ...sums }),
  );
}

/** The names a picker offers, by name: at most CLIENT_NAMES_LIMIT (more than an account may hold). */
export async function listClientNames(
  db: Database,
  { userId, query }: { userId: string; query: ClientNamesQuery },
): Promise<ClientName[]> {
  return db
    .select({ id: clients.id, name: clients.name, status: clients.status })
    .from(clients)
    .where(clientFilters(userId, query))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(CLIENT_NAMES_LIMIT);
}

export async function getClient(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.select().from(clients).where(ownedBy(userId, id));
  if (!row) throw notFound('Client');
  return toClient(row);
}

export async function createClient(db: Database, { userId, input }: { userId: string; input: ClientInput }) {
  await assertRoomFor(db, userId, 'clients');
  const [row] = await db
    .insert(clients)
    .values({ ...input, userId })
    .returning();
  return toClient(row!);
}

export async function updateClient(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: ClientInput },
) {
  const [row] = await db.update(clients).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound('Client');
  return toClient(row);
}

/**
 * The client's coaching sessions go with it (foreign key cascade), kept with it for 'Undo'.
 */
export async function deleteClient(db: Database, { userId, id }: { userId: string; id: string }) {
  return deleteWithUndo(db, { userId, from: clients, id, what: 'Client' });
}
