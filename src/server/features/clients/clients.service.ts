import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Client, ClientInput, ClientListQuery, ClientSummary } from '@/shared/schemas/clients';
import type { Database } from '../../db/database';
import { clients, coachingSessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { assertRoomFor } from '../auth/policy/logbook-limits';

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(clients.id, id), eq(clients.userId, userId));

/** Escapes LIKE wildcards so that a search for "50%" finds "50%", not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The coach's clients by name, each with their sessions count and minutes added up by the database. */
export async function listClients(
  db: Database,
  { userId, query }: { userId: string; query: ClientListQuery },
): Promise<ClientSummary[]> {
  const filters = [eq(clients.userId, userId)];
  if (query.status !== 'all') filters.push(eq(clients.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(ilike(clients.name, pattern), ilike(clients.email, pattern), ilike(clients.organisation, pattern))!,
    );
  }
  // Per-client figures by index-only lookups on coaching_sessions (client_id, date, duration): the
  // plan stays the same whatever the filter, where a join to a grouped subquery let PGlite
  // re-aggregate per row.
  // Written out in full: drizzle leaves a lone table's columns unqualified, which inside the
  // subquery would name coaching_sessions.id instead of the outer client's id.
  const outerClientId = sql.raw('"clients"."id"');
  const rows = await db
    .select({
      client: clients,
      sessionsCount: sql<number>`(select count(*)::int from ${coachingSessions} where ${coachingSessions.clientId} = ${outerClientId})`,
      totalMinutes: sql<number>`(select coalesce(sum(${coachingSessions.duration}), 0)::int from ${coachingSessions} where ${coachingSessions.clientId} = ${outerClientId})`,
    })
    .from(clients)
    .where(and(...filters))
    .orderBy(asc(clients.name), asc(clients.id));
  return rows.map((row) => ({
    ...toClient(row.client),
    sessionsCount: row.sessionsCount,
    totalMinutes: row.totalMinutes,
  }));
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

/** The client's coaching sessions go with it, in the same statement (foreign key cascade). */
export async function deleteClient(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.delete(clients).where(ownedBy(userId, id)).returning({ id: clients.id });
  if (!row) throw notFound('Client');
}
