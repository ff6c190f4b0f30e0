import { changesFor } from './changes';
import { formatMonthYear } from './dates';
import { measure } from './measure';
import { choosePath } from './paths';
import type {
  AccreditationFigures,
  BodyResult,
  Level,
  LevelResult,
  Requirement,
  RequirementResult,
  RuleSet,
  RuleSource,
} from './types';

export function evaluateRequirement(
  requirement: Requirement,
  figures: AccreditationFigures,
  unconfirmedNote: string,
): RequirementResult {
  const unconfirmed = (requirement.unconfirmed ?? false) || requirement.sources.every((source) => source.thirdParty);
  const base = {
    id: requirement.id,
    label: requirement.label,
    unconfirmed,
    unconfirmedNote: unconfirmed ? unconfirmedNote : null,
    sources: requirement.sources,
  };
  if (requirement.kind === 'notTracked') {
    const doneOn = figures.ticks[requirement.id] ?? null;
    return {
      ...base,
      figure: null,
      details: [],
      progress: doneOn ? 1 : 0,
      status: doneOn ? 'Met' : 'Not tracked',
      missing: doneOn ? null : requirement.label,
      doneOn,
      drillDown: null,
      projectedOn: null,
      noPace: false,
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
    noPace: measured.met ? false : measured.noPace,
    advice: measured.met ? null : measured.advice,
  };
}

/** The month every open measured row is met at the current pace; null when one cannot be projected. */
function projectedOn(rows: RequirementResult[]) {
  const open = rows.filter((row) => row.status === 'Not yet');
  if (open.length === 0) return null;
  const dates = open.map((row) => row.projectedOn);
  return dates.every((date): date is string => date !== null) ? dates.sort().at(-1)! : null;
}

/**
 * One level: the path it is judged on, every row of that path, 'Eligible to apply' once every row
 * the body checks before an application is met (the exam comes after: ICF's ACC path page), the
 * steps after applying, and the changes already announced.
 */
export function evaluateLevel(
  rules: RuleSet,
  level: Level,
  figures: AccreditationFigures,
  announced: RuleSet[],
): LevelResult {
  const { path, reason, choices } = choosePath(level, figures);
  const requirements = path.requirements.map((requirement) =>
    evaluateRequirement(requirement, figures, rules.unconfirmedNote),
  );
  const met = requirements.filter((row) => row.status === 'Met').length;
  const eligible = met === requirements.length;
  const held = figures.credentials
    .filter((credential) => credential.body === rules.body && credential.level === level.name)
    .map((credential) => credential.awardedOn)
    .sort()[0];
  const step = figures.steps.find((row) => row.body === rules.body && row.level === level.name);
  const date = eligible ? null : projectedOn(requirements);
  return {
    name: level.name,
    title: `${rules.body} ${level.name}`,
    heldSince: held ?? null,
    path:
      level.paths.length > 1
        ? {
            id: path.id,
            name: path.name,
            reason,
            coveredByProgramme: path.coveredByProgramme,
            choices: choices.map((choice) => ({ id: choice.id, name: choice.name })),
          }
        : null,
    requirements,
    met,
    total: requirements.length,
    eligible,
    summary: eligible ? 'Eligible to apply' : `${met} of ${requirements.length} requirements met`,
    projectedOn: date,
    projection: date ? `At your current pace: eligible around ${formatMonthYear(date)}` : null,
    steps: { exam: level.exam, appliedOn: step?.appliedOn ?? null, examPassedOn: step?.examPassedOn ?? null },
    changes: changesFor(level.name, path, requirements, announced),
  };
}

/** Every distinct page a rule set cites, in the order its rows cite them. */
export function ruleSetSources(rules: RuleSet): RuleSource[] {
  const all = [
    ...rules.levels.flatMap((level) => level.paths.flatMap((path) => path.requirements.flatMap((row) => row.sources))),
    ...(rules.renewal
      ? [...rules.renewal.requirements, ...Object.values(rules.renewal.byLevel).flat()].flatMap((row) => row.sources)
      : []),
  ];
  return [...new Map(all.map((source) => [source.url, source])).values()];
}

/** Every level of one body's rule set in force, with the versions announced after it. */
export function evaluateRuleSet(rules: RuleSet, figures: AccreditationFigures, announced: RuleSet[] = []): BodyResult {
  return {
    body: rules.body,
    bodyName: rules.bodyName,
    version: rules.version,
    validFrom: rules.validFrom,
    checkedOn: rules.checkedOn,
    sources: ruleSetSources(rules),
    unconfirmedNote: rules.unconfirmedNote,
    levels: rules.levels.map((level) => evaluateLevel(rules, level, figures, announced)),
  };
}
