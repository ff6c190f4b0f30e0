import { quarterWindows } from './accreditation/dates';
import { emccRuleSets } from './accreditation/emcc';

export interface SupervisionRule {
  /** Quarters back from today that each need supervision. */
  quarters: number;
  hoursPerQuarter: number;
}

/**
 * EMCC's 'at least one hour of supervision a quarter', read from its rule set, so that the
 * supervision page and /accreditation always judge the same quarters by the same figure.
 */
export const supervisionRule: SupervisionRule = (() => {
  // The rule set in force until further notice: the one a coach's next application is judged by.
  const inForce = emccRuleSets.find((set) => set.validUntil === null) ?? emccRuleSets.at(-1);
  for (const level of inForce?.levels ?? []) {
    for (const requirement of level.paths.flatMap((path) => path.requirements)) {
      if (requirement.kind === 'supervisionQuarters') {
        return { quarters: requirement.target, hoursPerQuarter: requirement.hoursPerQuarter };
      }
    }
  }
  throw new Error('The EMCC rules have no supervision requirement');
})();

/** The quarters the rule looks at, newest first: the first ends today, each starts the day after the next ends. */
export const supervisionQuarters = (today: string) =>
  // A quarter always has a start; only open-ended figure windows lack one.
  quarterWindows(today, supervisionRule.quarters).map(({ start, end }) => ({ start: start ?? end, end }));

/** Whether a quarter with this much supervision meets the rule. */
export const quarterCovered = (minutes: number) => minutes >= supervisionRule.hoursPerQuarter * 60;
