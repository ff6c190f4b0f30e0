import { and, eq, getTableName, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { undoSnapshots } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors';
import { parentsFirst, queryRows, readForeignKeys, type ForeignKey } from './foreign-keys';

/**
 * How long a delete can be undone. The toast offers 'Undo' for 10 seconds; the server keeps the
 * rows a little longer, for a slow network, then the purge job removes them.
 */
export const UNDO_WINDOW_MS = 2 * 60_000;

type Row = Record<string, unknown> & { id?: string };
type Executor = Pick<Database, 'execute'>;

/** What a delete took away: rows per table as the database wrote them, and links it set to null. */
export interface UndoPayload {
  rows: Record<string, Row[]>;
  relinks: { table: string; column: string; value: string; ids: string[] }[];
}

const table = (name: string) => sql.identifier(name);
/** A JSON array of uuids as a uuid[] parameter, the same on PGlite and node-postgres. */
const uuidArray = (ids: readonly string[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`;

async function rowsWhere(db: Executor, tableName: string, column: string, ids: readonly string[]) {
  const rows = await queryRows<{ row: Row }>(
    db,
    sql`select row_to_json(t) as row from ${table(tableName)} t where ${sql.identifier(column)} = any(${uuidArray(ids)})`,
  );
  return rows.map((item) => item.row);
}

/** Every row a delete of `ids` in `parent` takes with it, and every link it sets to null, recursively. */
async function collect(db: Executor, keys: readonly ForeignKey[], parent: string, ids: string[], payload: UndoPayload) {
  for (const key of keys.filter((item) => item.parent === parent)) {
    if (key.onDelete === 'set null') {
      const linked = await rowsWhere(db, key.child, key.column, ids);
      for (const value of ids) {
        const linkedIds = linked.filter((row) => row[key.column] === value && row.id).map((row) => row.id!);
        if (linkedIds.length > 0) payload.relinks.push({ table: key.child, column: key.column, value, ids: linkedIds });
      }
      continue;
    }
    const seen = new Set((payload.rows[key.child] ?? []).map((row) => row.id));
    const taken = (await rowsWhere(db, key.child, key.column, ids)).filter((row) => !row.id || !seen.has(row.id));
    if (taken.length === 0) continue;
    payload.rows[key.child] = [...(payload.rows[key.child] ?? []), ...taken];
    const takenIds = taken.flatMap((row) => (row.id ? [row.id] : []));
    if (takenIds.length > 0) await collect(db, keys, key.child, takenIds, payload);
  }
}

interface OwnedTable extends PgTable {
  id: PgColumn;
  userId: PgColumn;
}

/**
 * Deletes one of the coach's records and keeps what went with it for `UNDO_WINDOW_MS`, in one
 * transaction; returns the id 'Undo' sends back. `what` names the record in 'X not found'.
 */
export async function deleteWithUndo(
  db: Database,
  {
    userId,
    from,
    id,
    what,
    now = new Date(),
  }: { userId: string; from: OwnedTable; id: string; what: string; now?: Date },
): Promise<{ id: string; expiresAt: string }> {
  const tableName = getTableName(from);
  return db.transaction(async (tx) => {
    const owned: SQL = and(eq(from.id, id), eq(from.userId, userId))!;
    const [root] = await queryRows<{ row: Row }>(
      tx,
      sql`select row_to_json(${table(tableName)}) as row from ${table(tableName)} where ${owned} for update`,
    );
    if (!root) throw notFound(what);
    const payload: UndoPayload = { rows: { [tableName]: [root.row] }, relinks: [] };
    await collect(tx, await readForeignKeys(tx), tableName, [id], payload);
    await tx.delete(from).where(owned);
    const expiresAt = new Date(now.getTime() + UNDO_WINDOW_MS);
    const [snapshot] = await tx
      .insert(undoSnapshots)
      .values({ userId, kind: tableName, recordId: id, payload, createdAt: now, expiresAt })
      .returning({ id: undoSnapshots.id });
    return { id: snapshot!.id, expiresAt: expiresAt.toISOString() };
  });
}

const NOT_RESTORABLE = 'This can no longer be undone';

/**
 * Puts back exactly what one delete took (same ids, same fields, links set to null relinked), once,
 * for the coach who deleted it and only within the window. The database's triggers refresh the
 * figures as for any insert.
 */
export async function restoreDeleted(
  db: Database,
  { userId, id, now = new Date() }: { userId: string; id: string; now?: Date },
): Promise<{ kind: string; recordId: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [snapshot] = await tx
        .delete(undoSnapshots)
        .where(and(eq(undoSnapshots.id, id), eq(undoSnapshots.userId, userId), gt(undoSnapshots.expiresAt, now)))
        .returning();
      if (!snapshot) throw new AppError('NOT_FOUND', NOT_RESTORABLE);
      const payload = snapshot.payload as UndoPayload;
      const keys = await readForeignKeys(tx);
      for (const tableName of parentsFirst(Object.keys(payload.rows), keys)) {
        await tx.execute(
          sql`insert into ${table(tableName)} select * from json_populate_recordset(null::${table(tableName)}, ${JSON.stringify(payload.rows[tableName])}::json)`,
        );
      }
      for (const { table: child, column, value, ids } of payload.relinks) {
        await tx.execute(
          sql`update ${table(child)} set ${sql.identifier(column)} = ${value}::uuid where id = any(${uuidArray(ids)}) and ${sql.identifier(column)} is null`,
        );
      }
      return { kind: snapshot.kind, recordId: snapshot.recordId };
    });
  } catch (error) {
    // What it belonged to was deleted meanwhile, or a record now takes its place.
    if (isForeignKeyViolation(error) || isUniqueViolation(error))
      throw new AppError('CONFLICT', 'This can no longer be undone: what it belonged to has changed');
    throw error;
  }
}

/** Removes snapshots whose window has passed (the purge job); returns how many went. */
export async function purgeExpiredUndo(db: Database, { now = new Date() }: { now?: Date } = {}) {
  const purged = await db
    .delete(undoSnapshots)
    .where(lte(undoSnapshots.expiresAt, now))
    .returning({ id: undoSnapshots.id });
  return purged.length;
}
