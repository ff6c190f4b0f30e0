import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** The rows of a raw query, typed by the caller (drizzle types `execute` per driver). */
export async function queryRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A single-column foreign key from `child.column` to `parent.id`, both uuid. */
export interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  /** What a delete of the parent does to the child's row: deletes it, or sets its link to null. */
  onDelete: 'cascade' | 'set null';
}

/**
 * The database's own foreign keys, read from its catalog: what a delete takes with it is whatever
 * the schema says today, so a table added later is put back by 'Undo' without anyone listing it.
 * Only uuid keys to an `id` column take part; a key of another kind (the coach's `user_id`) never
 * follows from deleting a record.
 */
export async function readForeignKeys(db: Pick<Database, 'execute'>): Promise<ForeignKey[]> {
  const rows = await queryRows<{ child: string; column: string; parent: string; on_delete: string }>(
    db,
    sql`
    select child.relname as child, child_column.attname as column, parent.relname as parent,
           constraint_row.confdeltype as on_delete
    from pg_constraint constraint_row
    join pg_class child on child.oid = constraint_row.conrelid
    join pg_class parent on parent.oid = constraint_row.confrelid
    join pg_namespace namespace on namespace.oid = child.relnamespace
    join pg_attribute child_column
      on child_column.attrelid = constraint_row.conrelid and child_column.attnum = constraint_row.conkey[1]
    join pg_attribute parent_column
      on parent_column.attrelid = constraint_row.confrelid and parent_column.attnum = constraint_row.confkey[1]
    where constraint_row.contype = 'f'
      and namespace.nspname = current_schema()
      and cardinality(constraint_row.conkey) = 1
      and parent_column.attname = 'id'
      and child_column.atttypid = 'uuid'::regtype
      and constraint_row.confdeltype in ('c', 'n')
    order by child.relname, child_column.attname`,
  );
  return rows.map((row) => ({
    child: row.child,
    column: row.column,
    parent: row.parent,
    onDelete: row.on_delete === 'c' ? 'cascade' : 'set null',
  }));
}

/**
 * The tables in an order that inserts parents before children, whatever order they were met in.
 * The schema has no cycle between record tables; one would be a schema error, said loudly.
 */
export function parentsFirst(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const pending = new Set(tables);
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      keys.every((key) => key.child !== table || key.parent === table || !pending.has(key.parent)),
    );
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among ${[...pending].join(', ')}`);
    for (const table of ready) {
      pending.delete(table);
      ordered.push(table);
    }
  }
  return ordered;
}
