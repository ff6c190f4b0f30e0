import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { icfCounting } from '@/shared/domain/accreditation/icf';
import type { Database } from '../../db/database';
import { accreditationFiguresCache } from '../../db/schema';
import { figuresQuery, type FiguresQueryInput } from './figures-query';

/**
 * The shape of the figures statement: a hash of its SQL text. It is part of every cached row's
 * key, so a deploy that changes the query (a new figure, another way of counting) never serves a
 * row the old query computed, whatever the versions say.
 */
export const FIGURES_QUERY_SHAPE = createHash('sha256')
  .update(
    new PgDialect().sqlToQuery(
      figuresQuery({ userId: 'shape', today: '2000-01-01', windows: [], cycleYears: {}, counting: icfCounting }),
    ).sql,
  )
  .digest('hex')
  .slice(0, 16);

/** The coach's cached figures if still fresh: same query shape and inputs, and no write since they were computed. */
function cachedFiguresQuery(db: Database) {
  return db
    .select({ figures: sql<string>`${accreditationFiguresCache.figures}::text` })
    .from(accreditationFiguresCache)
    .where(
      and(
        eq(accreditationFiguresCache.userId, sql.placeholder('userId')),
        eq(accreditationFiguresCache.inputs, sql.placeholder('inputs')),
        eq(accreditationFiguresCache.figuresVersion, accreditationFiguresCache.version),
      ),
    )
    .prepare('accreditation_figures_cached');
}

/** One prepared statement per database (node-postgres prepares it once per connection). */
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof cachedFiguresQuery>>();

/** The cache key: the query's shape, then its inputs (today, the rule windows, the counting rules). */
export const figuresKey = (input: FiguresQueryInput) => JSON.stringify({ shape: FIGURES_QUERY_SHAPE, ...input });

/**
 * The figures of `figuresQuery` as JSON text, computed at most once per coach, day, query shape
 * and write (ADR 025, ADR 037). The version is read in the statement that computes the figures,
 * so in the same snapshot: a write committed after it bumps the version past the one stored, and
 * the next read computes again. The store is skipped when a write got in first, and never creates
 * a row for a deleted coach.
 */
export async function cachedFigures(db: Database, input: FiguresQueryInput): Promise<string | undefined> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = cachedFiguresQuery(db);
    preparedByDatabase.set(db, prepared);
  }
  const inputs = figuresKey(input);
  const [hit] = await prepared.execute({ userId: input.userId, inputs });
  if (hit) return hit.figures;

  const result =
    (await db.execute(sql`select figures::text as figures, (select version from ${accreditationFiguresCache}
    where user_id = ${input.userId}) as version from (${figuresQuery(input)}) computed`)) as unknown as {
      rows: { figures: string | null; version: string | number | null }[];
    };
  const row = result.rows[0];
  if (!row?.figures) return undefined;
  const version = Number(row.version ?? 0);
  await db.execute(sql`insert into ${accreditationFiguresCache} as c (user_id, version, inputs, figures_version, figures)
    select ${input.userId}, ${version}, ${inputs}, ${version}, ${row.figures}::json
    where exists (select 1 from users where id = ${input.userId})
    on conflict (user_id) do update set inputs = excluded.inputs, figures_version = excluded.figures_version,
      figures = excluded.figures
    where c.version = excluded.figures_version`);
  return row.figures;
}
