import { formatHours, formatHoursShort } from '@/shared/domain/hours';
import type { ClientHours, MonthCoaching, QuarterSupervision, YearCpd } from '@/shared/schemas/reports';
import { monthLabel, quarterLabel } from './report-labels';
import { formatWholeNumber } from '@/shared/domain/decimal';

/*
 * One sentence per chart, read before the chart and printed with it, so that nobody needs the
 * picture to know what it shows. On a tie the earliest (or first-ranked) entry is named.
 */

function largest<T>(items: T[], value: (item: T) => number) {
  return items.reduce<T | undefined>((best, item) => (best && value(best) >= value(item) ? best : item), undefined);
}

const plural = (count: number, word: string) => `${formatWholeNumber(count)} ${word}${count === 1 ? '' : 's'}`;

export function coachingHoursSummary(months: MonthCoaching[], locale?: string) {
  const top = largest(months, (month) => month.hours);
  if (!top) return 'No coaching hours in this period.';
  return `Most hours: ${monthLabel(top.month, locale)} with ${formatHours(top.hours)} hours.`;
}

export function sessionsSummary(months: MonthCoaching[], locale?: string) {
  const top = largest(months, (month) => month.sessions);
  if (!top) return 'No sessions in this period.';
  return `Most sessions: ${monthLabel(top.month, locale)} with ${plural(top.sessions, 'session')}.`;
}

export function clientHoursSummary(clients: ClientHours[], clientsCoached: number) {
  const top = clients[0];
  if (!top) return 'No clients coached in this period.';
  const shown = clientsCoached > clients.length ? ` (top ${clients.length} of ${clientsCoached} clients shown)` : '';
  return `Most hours: ${top.name} with ${formatHours(top.hours)} hours${shown}.`;
}

export function supervisionSummary(quarters: QuarterSupervision[]) {
  const top = largest(quarters, (quarter) => quarter.hours);
  if (!top) return 'No supervision in this period.';
  return `Most supervision: ${quarterLabel(top.quarter)} with ${formatHours(top.hours)} hours.`;
}

export function cpdSummary(years: YearCpd[]) {
  const top = largest(years, (year) => year.total);
  if (!top) return 'No CPD in this period.';
  return (
    `Most CPD: ${top.year} with ${formatHours(top.total)} hours ` +
    `(Core Competencies ${formatHoursShort(top.coreCompetencies)}, ` +
    `Resource Development ${formatHoursShort(top.resourceDevelopment)}).`
  );
}
