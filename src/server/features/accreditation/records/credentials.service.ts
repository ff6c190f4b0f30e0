import { and, count, desc, eq } from 'drizzle-orm';
import type { RecordListQuery } from '@/shared/schemas/record-list';
import type { Credential, CredentialInput, NewCredentialInput } from '@/shared/schemas/credentials';
import type { Database } from '../../../db/database';
import { heldCredentials } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { insertOnce } from '../../../lib/insert-once';
import { assertRoomFor } from '../../auth/policy/logbook-limits';
import { deleteWithUndo } from '../../undo/undo.service';

type CredentialRow = typeof heldCredentials.$inferSelect;

export function toCredential(row: CredentialRow): Credential {
  return {
    id: row.id,
    body: row.body,
    level: row.level,
    awardedOn: row.awardedOn,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(heldCredentials.id, id), eq(heldCredentials.userId, userId));

const NOT_FOUND = 'Credential';

/** Most recently awarded first. */
export async function listCredentials(db: Database, { userId, query }: { userId: string; query: RecordListQuery }) {
  const rows = await db
    .select()
    .from(heldCredentials)
    .where(eq(heldCredentials.userId, userId))
    .orderBy(desc(heldCredentials.awardedOn), desc(heldCredentials.createdAt), desc(heldCredentials.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(heldCredentials).where(eq(heldCredentials.userId, userId));
  return { items: rows.map(toCredential), page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 };
}

export async function getCredential(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.select().from(heldCredentials).where(ownedBy(userId, id));
  if (!row) throw notFound(NOT_FOUND);
  return toCredential(row);
}

export async function createCredential(db: Database, { userId, input }: { userId: string; input: NewCredentialInput }) {
  await assertRoomFor(db, userId, 'credentials');
  const row = await insertOnce(
    () =>
      db
        .insert(heldCredentials)
        .values({ ...input, userId })
        .onConflictDoNothing({ target: heldCredentials.id })
        .returning(),
    async () => (input.id ? (await db.select().from(heldCredentials).where(ownedBy(userId, input.id)))[0] : undefined),
  );
  return toCredential(row);
}

export async function updateCredential(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: CredentialInput },
) {
  const [row] = await db.update(heldCredentials).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toCredential(row);
}

export async function deleteCredential(db: Database, { userId, id }: { userId: string; id: string }) {
  return deleteWithUndo(db, { userId, from: heldCredentials, id, what: NOT_FOUND });
}
