import { acRuleSets } from './ac';
import { emccRuleSets } from './emcc';
import { icfRuleSets } from './icf';
import type { BodyId, RuleSet } from './types';

/** Every version of every body's rules, oldest first: today's, and those announced. */
export const ruleSetVersions: Record<BodyId, RuleSet[]> = { ICF: icfRuleSets, EMCC: emccRuleSets, AC: acRuleSets };

export const BODIES: BodyId[] = ['ICF', 'EMCC', 'AC'];

const inForce = (rules: RuleSet, date: string) =>
  rules.validFrom <= date && (rules.validUntil === null || date <= rules.validUntil);

/** The rules a body applies to an application made on `date`; before the first version, the first. */
export function ruleSetOn(body: BodyId, date: string): RuleSet {
  const versions = ruleSetVersions[body];
  return versions.find((rules) => inForce(rules, date)) ?? versions[0]!;
}

/** Versions a body has announced that start after `date`, soonest first. */
export function announcedAfter(body: BodyId, date: string): RuleSet[] {
  return ruleSetVersions[body].filter((rules) => rules.validFrom > date);
}

/** Every version of every body, for what does not depend on the date (ids, windows). */
export const everyRuleSet: RuleSet[] = BODIES.flatMap((body) => ruleSetVersions[body]);
