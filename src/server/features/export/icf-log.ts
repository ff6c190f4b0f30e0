import { and, eq, gte, lte, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { escapeFormula } from '@/shared/domain/cell-values';
import { buildIcfLog, type IcfLog, type IcfLogGroup } from '@/shared/domain/icf-log';
import { icfLogHeaders } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { clients, coachingSessions } from '../../db/schema';
import { PAGE_SIZE } from './export-rows';
import type { WorkbookBuilder } from './workbook-download';

/**
 * Minutes per client relationship, added up by the database: one group for a client's individual
 * sessions, one per group size for their group and team sessions; consenting clients only.
 */
export async function loadIcfLog(
  db: Database,
  { userId, from, to }: { userId: string; from?: string | undefined; to?: string | undefined },
): Promise<IcfLog> {
  const groupSize = sql<
    number | null
  >`case when ${coachingSessions.sessionType} = 'individual' then null else ${coachingSessions.groupSize} end`;
  const filters = [eq(coachingSessions.userId, userId), eq(clients.userId, userId), eq(clients.includeInExports, true)];
  if (from) filters.push(gte(coachingSessions.date, from));
  if (to) filters.push(lte(coachingSessions.date, to));
  const rows = await db
    .select({
      clientName: clients.name,
      alias: clients.exportAlias,
      email: clients.email,
      phone: clients.phone,
      groupSize,
      startDate: sql<string>`min(${coachingSessions.date})::text`,
      // An imported summary (ADR 016) runs from its date to the end date of the log row it came from.
      endDate: sql<string>`max(coalesce(${coachingSessions.summaryEndDate}, ${coachingSessions.date}))::text`,
      paidMinutes: sql<number>`coalesce(sum(${coachingSessions.duration}) filter (where ${coachingSessions.payment} = 'paid'), 0)::int`,
      proBonoMinutes: sql<number>`coalesce(sum(${coachingSessions.duration}) filter (where ${coachingSessions.payment} = 'pro_bono'), 0)::int`,
    })
    .from(coachingSessions)
    .innerJoin(clients, eq(clients.id, coachingSessions.clientId))
    .where(and(...filters))
    .groupBy(clients.id, groupSize);
  return buildIcfLog(rows satisfies IcfLogGroup[]);
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
