import { addDays } from './accreditation/dates';
import { localDate, wallTimeAt } from './zoned-time';

/** The summary goes out on Monday morning in the coach's time zone: from 08:00, until noon. */
export const SUMMARY_FROM_HOUR = 8;
export const SUMMARY_UNTIL_HOUR = 12;

export interface SummaryWeek {
  /** The Monday the summary is for (the coach's local date): one summary per coach and week. */
  weekStart: string;
  /** The week it reports on: Monday to Sunday before `weekStart`. */
  lastWeek: { from: string; to: string };
}

/**
 * The week a summary is due for at `now` in `timeZone`, or null when it is not Monday morning
 * there. A summary missed in the morning (the server down) is not sent later in the week.
 */
export function dueSummaryWeek(now: Date, timeZone: string): SummaryWeek | null {
  const time = wallTimeAt(now.getTime(), timeZone);
  const weekday = new Date(Date.UTC(time.year, time.month - 1, time.day)).getUTCDay();
  if (weekday !== 1 || time.hour < SUMMARY_FROM_HOUR || time.hour >= SUMMARY_UNTIL_HOUR) return null;
  return summaryWeekOf(localDate(now.getTime(), timeZone));
}

/** The summary of the week starting on that Monday: it reports on the seven days before. */
export function summaryWeekOf(weekStart: string): SummaryWeek {
  return { weekStart, lastWeek: { from: addDays(weekStart, -7), to: addDays(weekStart, -1) } };
}
