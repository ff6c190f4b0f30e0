import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Client, ClientInput, ClientListQuery, ClientSummary } from '@/shared/schemas/clients';
import type { Database } from '../../db/database';
import { clients, coachingSessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';

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
  // Sessions are added up per client first (one pass over this coach's sessions by index), then joined.
  const totals = db
    .select({
      clientId: coachingSessions.clientId,
      sessionsCount: sql<number>`count(*)::int`.as('sessions_count'),
      totalMinutes: sql<number>`sum(${coachingSessions.duration})::int`.as('total_minutes'),
    })
    .from(coachingSessions)
    .where(eq(coachingSessions.userId, userId))
    .groupBy(coachingSessions.clientId)
    .as('totals');
  const rows = await db
    .select({
      client: clients,
      sessionsCount: sql<number>`coalesce(${totals.sessionsCount}, 0)`,
      totalMinutes: sql<number>`coalesce(${totals.totalMinutes}, 0)`,
    })
    .from(clients)
    .leftJoin(totals, eq(totals.clientId, clients.id))
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
