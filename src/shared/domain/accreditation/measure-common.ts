import { windowKey } from './dates';
import { formatFigure, formatMissing, ofTarget } from './format';
import { NO_PACE, noPaceOf, nothingLoggedLately, projectAtPace, SLOW_PACE } from './pace';
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
  /** Nothing at all in the last 90 days to project from: the page says so once. */
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

/**
 * A figure that grows with practice: met at the target, projected from the last 90 days. `paceOf`
 * names what the projection counts ('CPD', 'new clients'), for a row whose own pace is nil.
 */
export function countedMeasure(
  figures: AccreditationFigures,
  spec: {
    value: number;
    target: number;
    paced: number;
    unit: string;
    paceOf: string;
    whole?: boolean;
    drillDown: DrillDown;
  },
): Measurement {
  const { today } = figures;
  const { value, target, paced, unit } = spec;
  const isMet = value >= target;
  const nilPace = !isMet && paced <= 0;
  const nothingLogged = nilPace && nothingLoggedLately(figures);
  const missing = target - value;
  const shown = spec.whole ? String(value) : formatFigure(value);
  const projectedOn = isMet ? today : projectAtPace(today, missing, paced);
  return {
    figure: ofTarget(shown, target, unit),
    details: [],
    met: isMet,
    progress: target > 0 ? Math.min(1, value / target) : 1,
    missing: isMet ? null : `${spec.whole ? String(missing) : formatMissing(missing)} more ${unit}`,
    projectedOn,
    // Nothing logged at all is said once for the page (NO_PACE); a row's own nil or slow pace on the row.
    noPace: nothingLogged,
    advice: projectedOn || nothingLogged ? null : nilPace ? noPaceOf(spec.paceOf) : SLOW_PACE,
    drillDown: spec.drillDown,
  };
}

export { NO_PACE };
