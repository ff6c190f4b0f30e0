import { formatHoursShort, minutesToHours } from '@/shared/domain/hours';
import type { ClientOverview } from '@/shared/schemas/clients';
import { formatWholeNumber } from '@/shared/domain/decimal';

/** The client's headline figures in words, as their page lists them. */
export function clientFigures({ totals }: Pick<ClientOverview, 'totals'>) {
  const paid = minutesToHours(totals.paidMinutes);
  const proBono = minutesToHours(totals.proBonoMinutes);
  return [
    { label: 'Sessions', value: formatWholeNumber(totals.sessions) },
    { label: 'Total hours', value: formatHoursShort(minutesToHours(totals.paidMinutes + totals.proBonoMinutes)) },
    { label: 'Paid hours', value: formatHoursShort(paid) },
    { label: 'Pro bono hours', value: formatHoursShort(proBono) },
    { label: 'Goals set', value: formatWholeNumber(totals.sessionsWithGoalsSet) },
    { label: 'Goals achieved', value: formatWholeNumber(totals.sessionsWithGoalsAchieved) },
  ];
}

/** A wheel's average score to one decimal: how the client rated their life overall that day. */
export function averageScore(areas: readonly { score: number }[]) {
  if (areas.length === 0) return 0;
  return Math.round((areas.reduce((total, area) => total + area.score, 0) / areas.length) * 10) / 10;
}
