import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { escapeFormula } from '@/shared/domain/cell-values';
import { icfCounting } from '@/shared/domain/accreditation/icf';
import { buildIcfLog, type IcfLog, type IcfLogGroup } from '@/shared/domain/icf-log';
import { icfLogHeaders } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { clients, coachingSessions } from '../../db/schema';
import { PAGE_SIZE } from './export-rows';
import type { WorkbookBuilder } from './workbook-download';

const ICF_MAX_GROUP = icfCounting.maxGroup;

/**
 * ICF's log as the accreditation page counts it (one truth, issue 26): completed sessions with
 * clients who consented to appear in it, groups of at most 15 (ICF support 5000653702), minutes
 * per client relationship (a client's individual sessions, one row per group size), an imported
 * summary's minutes spread evenly over its days, so that only its days inside the dates asked for
 * count. Added up by the database.
 */
export async function loadIcfLog(
  db: Database,
  { userId, from, to }: { userId: string; from?: string | undefined; to?: string | undefined },
): Promise<IcfLog> {
  const lower = from ?? '1900-01-01';
  const upper = to ?? '9999-12-31';
  const result = (await db.execute(sql`
    with s as (
      select c.id as client_id, c.name, c.export_alias, c.email, c.phone, x.payment,
        coalesce(case when x.session_type <> 'individual' then x.group_size end, c.group_members) as group_size,
        greatest(x.date, ${lower}::date) as first_day,
        least(greatest(x.date, coalesce(x.summary_end_date, x.date)), ${upper}::date) as last_day,
        x.duration * greatest(0, least(greatest(x.date, coalesce(x.summary_end_date, x.date)), ${upper}::date)
          - greatest(x.date, ${lower}::date) + 1)::numeric
          / (greatest(x.date, coalesce(x.summary_end_date, x.date)) - x.date + 1) as minutes
      from ${coachingSessions} x join ${clients} c on c.id = x.client_id and c.user_id = ${userId}
      where x.user_id = ${userId} and x.completed and c.include_in_exports
        and x.date <= ${upper}::date and greatest(x.date, coalesce(x.summary_end_date, x.date)) >= ${lower}::date
        and coalesce(case when x.session_type <> 'individual' then x.group_size end, c.group_members, 1) <= ${ICF_MAX_GROUP}
    )
    select name as "clientName", export_alias as alias, email, phone, group_size as "groupSize",
      min(first_day)::text as "startDate", max(last_day)::text as "endDate",
      round(coalesce(sum(minutes) filter (where payment = 'paid'), 0), 4)::float8 as "paidMinutes",
      round(coalesce(sum(minutes) filter (where payment = 'pro_bono'), 0), 4)::float8 as "proBonoMinutes"
    from s where minutes > 0
    group by client_id, name, export_alias, email, phone, group_size`)) as unknown as { rows: IcfLogGroup[] };
  return buildIcfLog(
    result.rows.map((row) => ({
      ...row,
      paidMinutes: Number(row.paidMinutes),
      proBonoMinutes: Number(row.proBonoMinutes),
    })),
  );
}

const text = (value: string | number | null) => (typeof value === 'string' ? escapeFormula(value) : value);

/** The log's rows as cells, then a blank line and the totals, as ICF's template ends. */
function logTable(log: IcfLog, dates: 'text' | 'date') {
  const rows = log.rows.map((row) =>
    icfLogHeaders.map((header) => {
      const value = row[header];
      if (dates === 'date' && (header === 'Start Date' || header === 'End Date') && typeof value === 'string') {
        return new Date(`${value}T00:00:00Z`);
      }
      return text(value);
    }),
  );
  const totals = ['Total', null, null, null, null, null, log.totals.paidHours, log.totals.proBonoHours];
  const grandTotal = ['Total hours', null, null, null, null, null, log.totals.totalHours, null];
  return { rows, totals, grandTotal };
}

export function icfLogCsv(log: IcfLog) {
  const { rows, totals, grandTotal } = logTable(log, 'text');
  return '\uFEFF' + Papa.unparse([[...icfLogHeaders], ...rows, [], totals, grandTotal]) + '\r\n';
}

/** ICF's Client Coaching Log as a sheet of a workbook (the ICF log download, the application pack). */
export async function icfLogSheet(book: WorkbookBuilder, log: IcfLog, name = 'Client Coaching Log') {
  await book.sheet({
    name,
    columns: icfLogHeaders.map((header) => ({
      header,
      width: header === 'Contact Information' || header === 'Client Name' ? 30 : 16,
      ...(header.endsWith('Date') ? { numFmt: 'yyyy-mm-dd' } : header.endsWith('hours') ? { numFmt: '0.00' } : {}),
    })),
  });
  const { rows, totals, grandTotal } = logTable(log, 'date');
  for (let start = 0; start < rows.length; start += PAGE_SIZE) await book.rows(rows.slice(start, start + PAGE_SIZE));
  await book.rows([[]]);
  await book.rows([totals, grandTotal], { bold: true });
}
