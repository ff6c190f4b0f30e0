import { formatMonthYear } from './dates';
import { measure } from './measure';
import type {
  AccreditationFigures,
  BodyResult,
  Level,
  LevelResult,
  Requirement,
  RequirementResult,
  RuleSet,
} from './types';

export function evaluateRequirement(
  requirement: Requirement,
  figures: AccreditationFigures,
  unconfirmedNote: string,
): RequirementResult {
  const base = {
    id: requirement.id,
    label: requirement.label,
    unconfirmed: requirement.unconfirmed ?? false,
    unconfirmedNote: requirement.unconfirmed ? unconfirmedNote : null,
  };
  if (requirement.kind === 'notTracked') {
    const doneOn = figures.ticks[requirement.id] ?? null;
    return {
      ...base,
      figure: null,
      details: [],
      progress: doneOn ? 1 : 0,
      status: doneOn ? 'Met' : 'Not tracked',
      missing: doneOn ? null : 'Tick it here once done',
      doneOn,
      drillDown: null,
      projectedOn: null,
      advice: null,
    };
  }
  const measured = measure(requirement, figures);
  return {
    ...base,
    figure: measured.figure,
    details: measured.details,
    progress: measured.progress,
    status: measured.met ? 'Met' : 'Not yet',
    missing: measured.missing,
    doneOn: null,
    drillDown: measured.drillDown,
    projectedOn: measured.met ? null : measured.projectedOn,
    advice: measured.met ? null : measured.advice,
  };
}

/**
 * 'Eligible to apply', else 'N of M requirements met' and, when pace or time can meet every
 * measured row still open, the month the last of them is met. 'Not tracked' rows are the coach's
 * to tick and do not hold the projection back.
 */
export function evaluateLevel(level: Level, figures: AccreditationFigures, unconfirmedNote: string): LevelResult {
  const requirements = level.requirements.map((requirement) =>
    evaluateRequirement(requirement, figures, unconfirmedNote),
  );
  const met = requirements.filter((row) => row.status === 'Met').length;
  const open = requirements.filter((row) => row.status === 'Not yet');
  const eligible = met === requirements.length;
  const dates = open.map((row) => row.projectedOn);
  const projectable = open.length > 0 && dates.every((date): date is string => date !== null);
  return {
    name: level.name,
    requirements,
    met,
    total: requirements.length,
    eligible,
    summary: eligible ? 'Eligible to apply' : `${met} of ${requirements.length} requirements met`,
    projection: projectable
      ? `At your current pace: eligible around ${formatMonthYear((dates as string[]).sort().at(-1)!)}`
      : null,
  };
}

/** Every level of one body's rule set. */
export function evaluateRuleSet(rules: RuleSet, figures: AccreditationFigures): BodyResult {
  return {
    body: rules.body,
    bodyName: rules.bodyName,
    version: rules.version,
    checkedOn: rules.checkedOn,
    sources: rules.sources,
    unconfirmedNote: rules.unconfirmedNote,
    levels: rules.levels.map((level) => evaluateLevel(level, figures, rules.unconfirmedNote)),
  };
}
