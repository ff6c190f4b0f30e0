import { formatLongDate } from '@/client/lib/dates';
import type { ReportRange } from './report-range';

/** '2026-03' as 'March 2026'. */
export function monthLabel(month: string, locale?: string) {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(year!, monthNumber! - 1, 1).toLocaleDateString(locale, { month: 'long', year: 'numeric' });
}

/** '2026-03' as 'Mar 26', short enough for a chart axis. */
export function shortMonthLabel(month: string, locale?: string) {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(year!, monthNumber! - 1, 1).toLocaleDateString(locale, { month: 'short', year: '2-digit' });
}

/** '2026-Q1' as 'Q1 2026'. */
export function quarterLabel(quarter: string) {
  const [year, number] = quarter.split('-');
  return `${number} ${year}`;
}

/** The period in words, as the screen, the print-out and the CSV name it. */
export function periodLabel({ from, to }: ReportRange, locale?: string) {
  if (from && to) return `${formatLongDate(from, locale)} to ${formatLongDate(to, locale)}`;
  if (from) return `From ${formatLongDate(from, locale)}`;
  if (to) return `Up to ${formatLongDate(to, locale)}`;
  return 'All time';
}
