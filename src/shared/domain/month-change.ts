import { formatHoursShort } from './hours';
import { monthNameOf } from './month-names';

export interface MonthHours {
  /** 'YYYY-MM' */
  month: string;
  hours: number;
}

/** 'October' for '2026-10', 'Oct' when `short`. */
export const monthName = (month: string, short = false) => monthNameOf(Number(month.slice(5, 7)), short);

/**
 * This month against the one before, in words: '+2.5 h on September', '−1.0 h on September',
 * 'Same as September'. Null without two months to compare.
 */
export function monthChange(months: readonly MonthHours[]) {
  const current = months.at(-1);
  const previous = months.at(-2);
  if (!current || !previous) return null;
  const change = Math.round((current.hours - previous.hours) * 10) / 10;
  const previousName = monthName(previous.month);
  if (change === 0) return { change, text: `Same as ${previousName}` };
  const sign = change > 0 ? '+' : '−';
  return { change, text: `${sign}${formatHoursShort(Math.abs(change))} on ${previousName}` };
}
