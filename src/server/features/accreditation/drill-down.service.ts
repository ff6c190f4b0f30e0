import { sql } from 'drizzle-orm';
import { ruleSets } from '@/shared/domain/accreditation/overview';
import type { Requirement } from '@/shared/domain/accreditation/types';
import { DRILL_DOWN_PAGE_SIZE, type DrillDownPage, type DrillDownRow } from '@/shared/schemas/accreditation';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { drillDownSource } from './drill-down-sources';
import { educationStartCtes } from './figures-query';

function findRequirement(id: string): { requirement: Requirement; label: string } | null {
  for (const rules of Object.values(ruleSets)) {
    for (const level of rules.levels) {
      const requirement = level.requirements.find((row) => row.id === id);
      if (requirement) return { requirement, label: `${rules.body} ${level.name}: ${requirement.label}` };
    }
  }
  return null;
}

/**
 * The coach's rows behind one requirement's figure, newest first, a page at a time: the ones that
 * count and the ones that do not, with the reason (before education start, pro bono, outside the window).
 */
export async function getDrillDown(
  db: Database,
  { userId, requirementId, today, page }: { userId: string; requirementId: string; today: string; page: number },
): Promise<DrillDownPage> {
  const found = findRequirement(requirementId);
  const source =
    found && found.requirement.kind !== 'notTracked' ? drillDownSource(found.requirement, userId, today) : null;
  if (!found || !source) throw notFound('Rows behind this figure');
  const offset = (page - 1) * DRILL_DOWN_PAGE_SIZE;
  const result = (await db.execute(sql`
with ${educationStartCtes(userId, today)},
r as (${source.rows})
select json_build_object(
  'total', (select count(*) from r),
  'counted', (select count(*) from r where reason is null),
  'rows', (select coalesce(json_agg(json_build_object(
      'id', x.id, 'date', x.date, 'title', x.title, 'detail', x.detail, 'hours', x.hours,
      'counts', x.reason is null, 'reason', coalesce(x.reason, 'Counts'))), '[]'::json)
    from (select * from r order by date desc, id limit ${DRILL_DOWN_PAGE_SIZE} offset ${offset}) x)
) as page`)) as unknown as { rows: { page: { total: number; counted: number; rows: DrillDownRow[] } }[] };
  const answer = result.rows[0]!.page;
  return {
    requirementId,
    label: found.label,
    rows: answer.rows.map((row) => ({ ...row, hours: row.hours === null ? null : Number(row.hours) })),
    page,
    pageSize: DRILL_DOWN_PAGE_SIZE,
    total: Number(answer.total),
    counted: Number(answer.counted),
  };
}
