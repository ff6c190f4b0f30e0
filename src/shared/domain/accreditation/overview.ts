import { figureWindow, quarterWindows, windowKey } from './dates';
import { evaluateRuleSet } from './evaluate';
import { answerGoal, findLevel, type GoalAnswer } from './goal';
import { PACE_WINDOW } from './pace';
import { evaluateRenewal, type RenewalResult } from './renewal';
import { announcedAfter, BODIES, everyRuleSet, ruleSetOn } from './rules-in-force';
import type {
  AccreditationFigures,
  BodyId,
  BodyResult,
  FigureWindow,
  IcfLeftOut,
  RenewalRequirement,
  Requirement,
  RuleSet,
  Window,
} from './types';

const allRequirements = (rules: RuleSet): (Requirement | RenewalRequirement)[] => [
  ...rules.levels.flatMap((level) => level.paths.flatMap((path) => path.requirements)),
  ...(rules.renewal ? [...rules.renewal.requirements, ...Object.values(rules.renewal.byLevel).flat()] : []),
];

/** The windows the rule sets ask figures for, so that a rule's new window is a data change. */
export function figureWindows(today: string, sets: RuleSet[] = everyRuleSet): FigureWindow[] {
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

/** Every requirement id of every version: what a tick or a drill-down may name. */
export const requirementsById = new Map(everyRuleSet.flatMap(allRequirements).map((row) => [row.id, row]));

/** Requirement ids the coach may tick: every 'not tracked' row of every body. */
export const notTrackedIds = new Set(
  [...requirementsById.values()].filter((requirement) => requirement.kind === 'notTracked').map((row) => row.id),
);

export interface AccreditationOverview {
  today: string;
  educationStart: string | null;
  educationStartSetByCoach: boolean;
  goal: GoalAnswer | null;
  /** ICF's log leaves these hours out: said once, with links to the clients to fix. */
  icfLeftOut: IcfLeftOut;
  bodies: BodyResult[];
  renewals: RenewalResult[];
}

/** Every body under the rules in force today, every held credential's renewal, and the goal's answer. */
export function evaluateAccreditation(figures: AccreditationFigures): AccreditationOverview {
  const bodies = BODIES.map((body) =>
    evaluateRuleSet(ruleSetOn(body, figures.today), figures, announcedAfter(body, figures.today)),
  );
  return {
    today: figures.today,
    educationStart: figures.educationStart,
    educationStartSetByCoach: figures.educationStartSetByCoach,
    goal: answerGoal(bodies, figures),
    icfLeftOut: figures.icfLeftOut,
    bodies,
    renewals: figures.credentials
      .map((credential) => evaluateRenewal(credential, ruleSetOn(credential.body, figures.today), figures))
      .filter((renewal): renewal is RenewalResult => renewal !== null),
  };
}

export interface BodySummary {
  body: BodyId;
  /** The highest level held, and since when; null: 'Not yet accredited'. */
  held: { level: string; since: string } | null;
  /** The level the bar is for: the goal's on the goal's body, else the next one not held; null at the top. */
  next: string | null;
  /** The level's hours, as the bodies count them ('X of Y hours'). */
  hours: { value: number; target: number } | null;
  met: number;
  total: number;
  summary: string;
}

export interface AccreditationSummary {
  bodies: BodySummary[];
  goal: { body: BodyId; level: string; targetDate: string | null; set: boolean; verdict: string } | null;
  /** Renewals due within the notice period with something still missing. */
  renewalsDue: { body: BodyId; level: string; dueOn: string; missing: number }[];
}

function hoursOf(level: BodyResult['levels'][number]) {
  const row = level.requirements.find((requirement) => /-(experience|hours)$/.test(requirement.id));
  if (!row?.figure) return null;
  const [value, target] = row.figure.split(' of ').map((part) => Number.parseFloat(part.replace(/,/g, '')));
  return { value: value!, target: target! };
}

/** The dashboard's card, from the same evaluation as /accreditation: one truth for both. */
export function summariseAccreditation(overview: AccreditationOverview): AccreditationSummary {
  const goal = overview.goal;
  return {
    bodies: overview.bodies.map((body) => {
      const heldLevels = body.levels.filter((level) => level.heldSince !== null);
      const top = heldLevels.at(-1);
      const afterHeld = body.levels[body.levels.lastIndexOf(top!) + 1] ?? (top ? null : body.levels[0]!);
      const next =
        goal && goal.goal.body === body.body
          ? (findLevel(overview.bodies, body.body, goal.goal.level) ?? null)
          : afterHeld;
      return {
        body: body.body,
        held: top ? { level: top.name, since: top.heldSince! } : null,
        next: next?.name ?? null,
        hours: next ? hoursOf(next) : null,
        met: next?.met ?? 0,
        total: next?.total ?? 0,
        summary: next?.summary ?? '',
      };
    }),
    goal: goal
      ? {
          body: goal.goal.body,
          level: goal.goal.level,
          targetDate: goal.goal.targetDate,
          set: !goal.isDefault,
          verdict: goal.verdict,
        }
      : null,
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
