import { daysBetween, formatMonthYear } from './dates';
import { plural } from './format';
import { NO_PACE } from './pace';
import type { AccreditationFigures, BodyId, BodyResult, Goal, LevelResult } from './types';

export interface GoalAnswer {
  goal: Goal;
  /** The coach has not set a goal: this is the next level they do not hold. */
  isDefault: boolean;
  title: string;
  /** 'Eligible to apply', 'Around March 2028 at your pace', or 'Not yet'. */
  verdict: string;
  eligible: boolean;
  /** What is missing, one line each. */
  gaps: string[];
  /** 'About 4 hours a week and one new client a month' to be ready by the target date, or null. */
  paceNeeded: string | null;
  /** Said once: nothing in the last 90 days to project from. */
  noPace: string | null;
}

/** The level after the highest the coach holds, from ICF first; null when they hold every level there is. */
export function defaultGoal(bodies: BodyResult[]): Goal | null {
  for (const body of bodies) {
    const held = body.levels.map((level) => level.heldSince !== null);
    const next = body.levels[held.lastIndexOf(true) + 1];
    if (next) return { body: body.body, level: next.name, targetDate: null };
  }
  return null;
}

export function findLevel(bodies: BodyResult[], body: BodyId, level: string): LevelResult | undefined {
  return bodies.find((row) => row.body === body)?.levels.find((row) => row.name === level);
}

const weeksUntil = (today: string, date: string) => daysBetween(today, date) / 7;

/** What the target date asks: the hours a week and the new clients a month still to find. */
function paceNeeded(level: LevelResult, today: string, target: string | null) {
  if (!target || target <= today || level.eligible) return null;
  const weeks = weeksUntil(today, target);
  const parts: string[] = [];
  const hours = level.requirements.find(
    (row) => row.status !== 'Met' && /-(experience|hours)$/.test(row.id) && row.figure,
  );
  if (hours?.figure) {
    const [value, goal] = hours.figure.split(' of ').map((part) => Number.parseFloat(part.replace(/,/g, '')));
    const perWeek = Math.max(0.5, Math.ceil(((goal! - value!) / weeks) * 2) / 2);
    parts.push(`about ${perWeek} ${plural(perWeek, 'hour', 'hours')} a week`);
  }
  const clients = level.requirements.find((row) => row.status !== 'Met' && row.id.endsWith('-clients') && row.figure);
  if (clients?.figure) {
    const [value, goal] = clients.figure.split(' of ').map((part) => Number.parseInt(part.replace(/,/g, ''), 10));
    const months = Math.max(1, weeks / 4.345);
    const perMonth = Math.ceil((goal! - value!) / months);
    parts.push(perMonth === 1 ? 'one new client a month' : `${perMonth} new clients a month`);
  }
  if (parts.length === 0) return null;
  const text = parts.join(' and ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} to be ready by ${formatMonthYear(target)}`;
}

/** The answer the page opens with: for the coach's goal, whether and when they can apply, and what is missing. */
export function answerGoal(bodies: BodyResult[], figures: AccreditationFigures): GoalAnswer | null {
  const goal = figures.goal ?? defaultGoal(bodies);
  if (!goal) return null;
  const level = findLevel(bodies, goal.body, goal.level);
  if (!level) return null;
  const gaps = level.requirements.filter((row) => row.status !== 'Met').map((row) => row.missing ?? row.label);
  return {
    goal,
    isDefault: figures.goal === null,
    title: level.title,
    verdict: level.eligible
      ? 'Eligible to apply'
      : level.projectedOn
        ? `Around ${formatMonthYear(level.projectedOn)} at your pace`
        : 'Not yet',
    eligible: level.eligible,
    gaps,
    paceNeeded: paceNeeded(level, figures.today, goal.targetDate),
    noPace: level.requirements.some((row) => row.noPace) ? NO_PACE : null,
  };
}
