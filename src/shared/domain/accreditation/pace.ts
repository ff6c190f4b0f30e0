import { addDays, windowKey } from './dates';
import type { AccreditationFigures, WindowFigures } from './types';

/** The product projects from the last 90 days: long enough to smooth a holiday, short enough to be current. */
export const PACE_WINDOW = { days: 90 } as const;
const PACE_DAYS = 90;
/** Beyond this a projection says nothing useful. */
const HORIZON_DAYS = 50 * 365;

export function paceFigures(figures: AccreditationFigures): WindowFigures | undefined {
  return figures.windows[windowKey(PACE_WINDOW)];
}

/** The day `missing` more is reached at `inPaceWindow` per 90 days, or null when the pace is nil or too slow. */
export function projectAtPace(today: string, missing: number, inPaceWindow: number): string | null {
  if (missing <= 0) return today;
  if (inPaceWindow <= 0) return null;
  const days = Math.ceil((missing * PACE_DAYS) / inPaceWindow);
  return days > HORIZON_DAYS ? null : addDays(today, days);
}

/** Said once on the page, not per row, when the last 90 days hold nothing at all. */
export const NO_PACE = 'Nothing logged in the last 90 days to project from.';
/** For a row whose own figure had nothing in the last 90 days while other things were logged. */
export const noPaceOf = (what: string) => `No ${what} in the last 90 days to project from.`;

/** Nothing of any kind in the last 90 days: only then is 'Nothing logged' true. */
export function nothingLoggedLately(figures: AccreditationFigures) {
  const pace = paceFigures(figures);
  if (!pace) return true;
  return (
    pace.sessions.all.minutes <= 0 &&
    pace.cpdHours <= 0 &&
    pace.cpdRecords <= 0 &&
    pace.supervisionMinutes <= 0 &&
    pace.feedback <= 0 &&
    pace.reflection <= 0
  );
}
/** For a row whose pace is not nil but would take more than 50 years. */
export const SLOW_PACE = 'At your pace of the last 90 days this would take more than 50 years.';
