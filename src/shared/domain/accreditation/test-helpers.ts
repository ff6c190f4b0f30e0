import { evaluateRuleSet } from './evaluate';
import { announcedAfter, ruleSetOn } from './rules-in-force';
import type { AccreditationFigures, BodyId } from './types';

/** One body under the rules in force on the figures' day, as the page evaluates it. */
export const evaluateBody = (body: BodyId, figures: AccreditationFigures) =>
  evaluateRuleSet(ruleSetOn(body, figures.today), figures, announcedAfter(body, figures.today));

export const levelOf = (body: BodyId, figures: AccreditationFigures, name: string) =>
  evaluateBody(body, figures).levels.find((level) => level.name === name)!;

export const rowOf = (body: BodyId, figures: AccreditationFigures, name: string, id: string) => {
  const row = levelOf(body, figures, name).requirements.find((requirement) => requirement.id === id);
  if (!row) throw new Error(`${body} ${name} has no row ${id} on this path`);
  return row;
};
