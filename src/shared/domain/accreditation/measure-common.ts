import { windowKey } from './dates';
import { formatFigure, formatMissing, ofTarget } from './format';
import { NO_PACE, projectAtPace, SLOW_PACE } from './pace';
import type { AccreditationFigures, DrillDown, Window, WindowFigures } from './types';

/** One measured requirement against the coach's figures. */
export interface Measurement {
  figure: string;
  details: string[];
  met: boolean;
  progress: number;
  missing: string | null;
  /** When pace or time alone will meet it (today when met), or null when they cannot. */
  projectedOn: string | null;
  /** Nothing in the last 90 days to project from: the page says so once. */
  noPace: boolean;
  advice: string | null;
  drillDown: DrillDown;
}

export const EMPTY_WINDOW: WindowFigures = {
  sessions: {
    all: { minutes: 0, paidMinutes: 0, clients: 0 },
    icfLog: { minutes: 0, paidMinutes: 0, clients: 0 },
  },
  newClients: { all: 0, icfLog: 0 },
  cpdHours: 0,
  cpdRecords: 0,
  feedback: 0,
  reflection: 0,
  supervisionMinutes: 0,
};

export const windowFigures = (figures: AccreditationFigures, window?: Window) =>
  figures.windows[window ? windowKey(window) : 'all'] ?? EMPTY_WINDOW;

export const windowText = (window: Window) =>
  window.months ? ` in the last ${window.months} months` : ` in the last ${window.days} days`;

/** A figure that grows with practice: met at the target, projected from the last 90 days. */
export function countedMeasure(
  today: string,
  spec: { value: number; target: number; paced: number; unit: string; whole?: boolean; drillDown: DrillDown },
): Measurement {
  const { value, target, paced, unit } = spec;
  const met = value >= target;
  const missing = target - value;
  const shown = spec.whole ? String(value) : formatFigure(value);
  const projectedOn = met ? today : projectAtPace(today, missing, paced);
  return {
    figure: ofTarget(shown, target, unit),
    details: [],
    met,
    progress: target > 0 ? Math.min(1, value / target) : 1,
    missing: met ? null : `${spec.whole ? String(missing) : formatMissing(missing)} more ${unit}`,
    projectedOn,
    noPace: !met && paced <= 0,
    // A nil pace is said once for the page (NO_PACE); a pace too slow is said on the row.
    advice: projectedOn || paced <= 0 ? null : SLOW_PACE,
    drillDown: spec.drillDown,
  };
}

export { NO_PACE };
