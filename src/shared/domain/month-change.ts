import { formatHoursShort } from './hours';
import { monthNameOf } from './month-names';

export interface MonthHours {
  /** 'YYYY-MM' */
  month: string;
  hours: number;
}

/** 'October' for '2026-10', 'Oct' when `short`. */
export const monthName = (month: string, short = false) => monthNameOf(Number(month.slice(5, 7)), short);

/** The previous month's hours up to the day this month has reached (`through`, 'YYYY-MM-DD'). */
export interface PreviousMonthToDate {
  through: string;
  hours: number;
}

const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/**
 * This month so far against the same days of the one before, in words: '+2.5 h on 1–27 October',
 * '−1.0 h on October' once the whole of it is compared, 'Same as 1–27 October'. Null without two
 * months to compare.
 */
export function monthChange(months: readonly MonthHours[], previousToDate: PreviousMonthToDate) {
  const current = months.at(-1);
  const previous = months.at(-2);
  if (!current || !previous || !previousToDate.through.startsWith(previous.month)) return null;
  const change = Math.round((current.hours - previousToDate.hours) * 10) / 10;
  const day = Number(previousToDate.through.slice(8, 10));
  const days = day === lastDayOf(previous.month) ? '' : day === 1 ? '1 ' : `1–${day} `;
  const previousName = `${days}${monthName(previous.month)}`;
  if (change === 0) return { change, text: `Same as ${previousName}` };
  const sign = change > 0 ? '+' : '−';
  return { change, text: `${sign}${formatHoursShort(Math.abs(change))} on ${previousName}` };
}
