import type { Reports } from '@/shared/schemas/reports';
import type { Database } from '../../db/database';
import { coachingByMonth, cpdByYear, supervisionByQuarter } from './report-series';
import { summarise } from './report-summary';
import { topClients } from './report-top-clients';

/** Every figure of the Reports screen, each added up by the database; no row is downloaded. */
export async function getReports(
  db: Database,
  { userId, from, to, today }: { userId: string; from?: string; to?: string; today: string },
): Promise<Reports> {
  const range = { from, to };
  const scope = { userId, range };
  const [totals, months, clients, quarters, years] = await Promise.all([
    summarise(db, { ...scope, today }),
    coachingByMonth(db, scope),
    topClients(db, scope),
    supervisionByQuarter(db, scope),
    cpdByYear(db, scope),
  ]);
  return {
    range: { from: from ?? null, to: to ?? null, today },
    ...totals,
    coachingByMonth: months,
    topClients: clients,
    supervisionByQuarter: quarters,
    cpdByYear: years,
  };
}
