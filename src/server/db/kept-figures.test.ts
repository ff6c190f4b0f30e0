import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { icfCounting } from '@/shared/domain/accreditation/icf';
import { useTestApp } from '@/test/test-app';
import { dashboardSelect } from '../features/dashboard/dashboard.service';
import { figuresQuery } from '../features/accreditation/figures-query';
import { feedingTables, feedsOf, keptFigures, notFeeding } from './kept-figures';

const t = useTestApp();

/** Every table a statement names after FROM or JOIN, among the tables the schema has. */
function tablesRead(text: string, known: Set<string>) {
  const named = [...text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)].map((match) => match[1]!.toLowerCase());
  return [...new Set(named.filter((name) => known.has(name)))].sort();
}

async function publicTables() {
  const result = (await t().database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  return new Set(result.rows.map((row) => row.tablename));
}

describe('kept figures, declared once', () => {
  it('have on every feeding table exactly the triggers the declaration asks for, and on no other table', async () => {
    const result = (await t().database.db.execute(sql`
      select c.relname as "table", t.tgname as name, encode(t.tgargs, 'escape') as args,
        (t.tgtype & 4) <> 0 as on_insert, (t.tgtype & 16) <> 0 as on_update, (t.tgtype & 8) <> 0 as on_delete
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname = 'kept_figures_touch'
      order by 1, 2`)) as unknown as {
      rows: { table: string; name: string; args: string; on_insert: boolean; on_update: boolean; on_delete: boolean }[];
    };
    const found = new Map<string, { args: string[]; operations: string[] }>();
    for (const row of result.rows) {
      const entry = found.get(row.table) ?? { args: row.args.split('\\000').filter(Boolean), operations: [] };
      if (row.on_insert) entry.operations.push('insert');
      if (row.on_update) entry.operations.push('update');
      if (row.on_delete) entry.operations.push('delete');
      found.set(row.table, entry);
    }
    expect([...found.keys()].sort()).toEqual(feedingTables);
    for (const table of feedingTables) {
      expect(found.get(table)!.args, table).toEqual(feedsOf(table));
      expect(found.get(table)!.operations.sort(), table).toEqual(['delete', 'insert', 'update']);
    }
    // The accreditation figures' one column of users has its own row trigger.
    const users = (await t().database.db.execute(
      sql`select 1 from pg_trigger where tgname = 'users_accreditation_figures'`,
    )) as unknown as { rows: unknown[] };
    expect(users.rows).toHaveLength(1);
  });

  it('declare every table the figures queries read', async () => {
    const known = await publicTables();
    const dialect = new PgDialect();
    const accreditation = dialect.sqlToQuery(
      figuresQuery({ userId: 'u', today: '2026-01-01', windows: [], cycleYears: {}, counting: icfCounting }),
    ).sql;
    const dashboard = dashboardSelect(t().database.db).toSQL().sql;
    const undeclared = (text: string, figure: 'accreditation' | 'logbook') =>
      tablesRead(text, known).filter(
        (table) =>
          !(keptFigures[figure] as readonly string[]).includes(table) &&
          !(notFeeding as readonly string[]).includes(table),
      );
    expect(undeclared(accreditation, 'accreditation')).toEqual([]);
    expect(undeclared(dashboard, 'logbook')).toEqual([]);
    // The check can fail: a query reading a table nobody declared is caught.
    expect(tablesRead('select 1 from wheel_assessments w join clients c on true', known)).toEqual([
      'clients',
      'wheel_assessments',
    ]);
  });
});
