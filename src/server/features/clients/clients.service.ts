import { and, asc, eq } from 'drizzle-orm';
import type { Client, ClientInput } from '@/shared/schemas/clients';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { notFound } from '../../lib/app-error';

type ClientRow = typeof clients.$inferSelect;

function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(clients.id, id), eq(clients.userId, userId));

export async function listClients(db: Database, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(asc(clients.name), asc(clients.id));
  return rows.map(toClient);
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

export async function deleteClient(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.delete(clients).where(ownedBy(userId, id)).returning({ id: clients.id });
  if (!row) throw notFound('Client');
}
