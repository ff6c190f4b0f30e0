import { acRules, evaluateAc } from './ac';
import { figureWindow, quarterWindows, windowKey } from './dates';
import { emccRules, evaluateEmcc } from './emcc';
import { evaluateIcf, icfRules } from './icf';
import { PACE_WINDOW } from './pace';
import { evaluateRenewal, type RenewalResult } from './renewal';
import type {
  AccreditationFigures,
  BodyId,
  BodyResult,
  FigureWindow,
  RenewalRequirement,
  Requirement,
  RuleSet,
  Window,
} from './types';

export const ruleSets: Record<BodyId, RuleSet> = { ICF: icfRules, EMCC: emccRules, AC: acRules };

const evaluators: Record<BodyId, (figures: AccreditationFigures) => BodyResult> = {
  ICF: evaluateIcf,
  EMCC: evaluateEmcc,
  AC: evaluateAc,
};

const allRequirements = (rules: RuleSet): (Requirement | RenewalRequirement)[] => [
  ...rules.levels.flatMap((level) => level.requirements),
  ...(rules.renewal ? [...rules.renewal.requirements, ...Object.values(rules.renewal.byLevel).flat()] : []),
];

/** The windows the current rule sets ask figures for, so that a rule's new window is a data change. */
export function figureWindows(today: string, sets: RuleSet[] = Object.values(ruleSets)): FigureWindow[] {
  const windows = new Map<string, FigureWindow>([['all', { key: 'all', start: null, end: today, sessions: true }]]);
  const add = (window: Window, sessions: boolean) => {
    const figure = figureWindow(today, window, sessions || (windows.get(windowKey(window))?.sessions ?? false));
    windows.set(figure.key, figure);
  };
  add(PACE_WINDOW, true);
  let quarters = 0;
  for (const requirement of sets.flatMap(allRequirements)) {
    if ('window' in requirement && requirement.window) add(requirement.window, requirement.kind === 'experienceHours');
    if (requirement.kind === 'supervisionQuarters') quarters = Math.max(quarters, requirement.target);
  }
  for (const quarter of quarterWindows(today, quarters)) windows.set(quarter.key, quarter);
  return [...windows.values()];
}

/** Requirement ids the coach may tick: every 'not tracked' row of every body. */
export const notTrackedIds = new Set(
  Object.values(ruleSets)
    .flatMap(allRequirements)
    .filter((requirement) => requirement.kind === 'notTracked')
    .map((requirement) => requirement.id),
);

export interface AccreditationOverview {
  today: string;
  educationStart: string | null;
  bodies: BodyResult[];
  renewals: RenewalResult[];
}

/** Every body and every held credential's renewal, from one set of figures. */
export function evaluateAccreditation(figures: AccreditationFigures): AccreditationOverview {
  return {
    today: figures.today,
    educationStart: figures.educationStart,
    bodies: (['ICF', 'EMCC', 'AC'] as const).map((body) => evaluators[body](figures)),
    renewals: figures.credentials
      .map((credential) => evaluateRenewal(credential, ruleSets[credential.body], figures))
      .filter((renewal): renewal is RenewalResult => renewal !== null),
  };
}

/** The level a dashboard line speaks of: the one above the highest the coach holds (null at the top). */
export function nextLevel(body: BodyResult, held: { body: BodyId; level: string }[]) {
  const heldIndexes = body.levels
    .map((level, index) => (held.some((row) => row.body === body.body && row.level === level.name) ? index : -1))
    .filter((index) => index >= 0);
  return body.levels[Math.max(-1, ...heldIndexes) + 1] ?? null;
}

export interface AccreditationSummary {
  bodies: { body: BodyId; level: string; met: number; total: number }[];
  /** Renewals due within the notice period with something still missing. */
  renewalsDue: { body: BodyId; level: string; dueOn: string; missing: number }[];
}

/** What the dashboard shows: per body, the next level's count; and the renewals that need attention. */
export function summariseAccreditation(figures: AccreditationFigures): AccreditationSummary {
  const overview = evaluateAccreditation(figures);
  return {
    bodies: overview.bodies.flatMap((body) => {
      const level = nextLevel(body, figures.credentials);
      return level ? [{ body: body.body, level: level.name, met: level.met, total: level.total }] : [];
    }),
    renewalsDue: overview.renewals
      .filter((renewal) => renewal.needsAttention)
      .map((renewal) => ({
        body: renewal.body,
        level: renewal.level,
        dueOn: renewal.dueOn,
        missing: renewal.total - renewal.met,
      })),
  };
}
