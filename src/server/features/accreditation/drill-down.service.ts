import { sql } from 'drizzle-orm';
import { icfCounting } from '@/shared/domain/accreditation/icf';
import { requirementsById } from '@/shared/domain/accreditation/overview';
import { everyRuleSet } from '@/shared/domain/accreditation/rules-in-force';
import {
  DRILL_DOWN_PAGE_SIZE,
  type DrillDownGroup,
  type DrillDownPage,
  type DrillDownRow,
} from '@/shared/schemas/accreditation';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { drillDownSource } from './drill-down-sources';
import { educationStartCtes } from './figures-query';

/** 'ICF PCC: Clients coached: 25', from the first rule version that has the row. */
function labelOf(id: string) {
  for (const rules of everyRuleSet) {
    for (const level of rules.levels) {
      const row = level.paths.flatMap((path) => path.requirements).find((requirement) => requirement.id === id);
      if (row) return `${rules.body} ${level.name}: ${row.label}`;
    }
  }
  return requirementsById.get(id)?.label ?? id;
}

const GROUPINGS = {
  month: {
    key: sql`to_char(date, 'YYYY-MM')`,
    title: sql`trim(to_char(min(date), 'FMMonth YYYY'))`,
    client: sql`null::text`,
  },
  client: { key: sql`coalesce(client_id, title)`, title: sql`min(title)`, client: sql`min(client_id)` },
};

/**
 * The coach's rows behind one requirement's figure, newest first, a page at a time: the ones that
 * count and the ones that do not, with the reason; or the same added up per month or per client,
 * with what counts and what does not in each.
 */
export async function getDrillDown(
  db: Database,
  {
    userId,
    requirementId,
    today,
    page,
    group: asked,
  }: { userId: string; requirementId: string; today: string; page: number; group?: 'rows' | 'month' | 'client' },
): Promise<DrillDownPage> {
  const requirement = requirementsById.get(requirementId);
  const source =
    requirement && requirement.kind !== 'notTracked' && 'target' in requirement
      ? drillDownSource(requirement as Parameters<typeof drillDownSource>[0], userId, today, icfCounting)
      : null;
  if (!requirement || !source) throw notFound('Rows behind this figure');
  const group = asked ?? source.group;
  const offset = (page - 1) * DRILL_DOWN_PAGE_SIZE;
  const grouping = group === 'rows' ? null : GROUPINGS[group];
  const listed = grouping
    ? sql`(select coalesce(json_agg(g order by g.last desc, g.key), '[]'::json) from (
        select ${grouping.key} as key, ${grouping.title} as title, min(date) as first, max(date) as last,
          count(*) as entries, coalesce(sum(hours) filter (where reason is null), 0) as "countedHours",
          coalesce(sum(hours) filter (where reason is not null), 0) as "otherHours", ${grouping.client} as "clientId"
        from r group by 1 order by max(date) desc, 1 limit ${DRILL_DOWN_PAGE_SIZE} offset ${offset}) g)`
    : sql`'[]'::json`;
  const rows = grouping
    ? sql`'[]'::json`
    : sql`(select coalesce(json_agg(json_build_object(
      'id', x.id, 'date', x.date, 'title', x.title, 'detail', x.detail, 'hours', x.hours,
      'counts', x.reason is null, 'reason', coalesce(x.reason, 'Counts'))), '[]'::json)
    from (select * from r order by date desc, id limit ${DRILL_DOWN_PAGE_SIZE} offset ${offset}) x)`;
  const total = grouping ? sql`(select count(distinct ${grouping.key}) from r)` : sql`(select count(*) from r)`;
  const result = (await db.execute(sql`
with ${educationStartCtes(userId, today, icfCounting)},
icf_from as (select coalesce((select d from edu_start), '1900-01-01'::date) as d),
r as (${source.rows})
select json_build_object('total', ${total}, 'counted', (select count(*) from r where reason is null),
  'rows', ${rows}, 'groups', ${listed}) as page`)) as unknown as {
    rows: { page: { total: number; counted: number; rows: DrillDownRow[]; groups: DrillDownGroup[] } }[];
  };
  const answer = result.rows[0]!.page;
  return {
    requirementId,
    label: labelOf(requirementId),
    group,
    rows: answer.rows.map((row) => ({ ...row, hours: row.hours === null ? null : Number(row.hours) })),
    groups: answer.groups.map((row) => ({
      ...row,
      entries: Number(row.entries),
      countedHours: Number(row.countedHours),
      otherHours: Number(row.otherHours),
    })),
    page,
    pageSize: DRILL_DOWN_PAGE_SIZE,
    total: Number(answer.total),
    counted: Number(answer.counted),
  };
}
