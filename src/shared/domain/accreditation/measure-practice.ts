import { addMonths, wholeMonths } from './dates';
import { plural } from './format';
import { countedMeasure, windowFigures, windowText, type Measurement } from './measure-common';
import { paceFigures } from './pace';
import type { AccreditationFigures, MeasuredRequirement } from './types';

type PracticeRequirement = Extract<
  MeasuredRequirement,
  { kind: 'entries' | 'cpdHours' | 'cpdRecords' | 'supervisionQuarters' | 'monthsInSupervision' | 'credentialHeld' }
>;

const ENTRY_WORDS = {
  feedback: ['client feedback entry', 'client feedback entries'],
  reflection: ['reflection', 'reflections'],
} as const;

/** Supervision, CPD, feedback and reflections, and credentials held: what EMCC and AC read beside the hours. */
export function measurePractice(requirement: PracticeRequirement, figures: AccreditationFigures): Measurement {
  const { today } = figures;
  const pace = paceFigures(figures);
  switch (requirement.kind) {
    case 'entries': {
      const [one, many] = ENTRY_WORDS[requirement.entry];
      const value = windowFigures(figures, requirement.window)[requirement.entry];
      const measured = countedMeasure(figures, {
        value,
        target: requirement.target,
        paced: pace?.[requirement.entry] ?? 0,
        unit: `${many}${windowText(requirement.window)}`,
        paceOf: many,
        whole: true,
        drillDown: 'feedback',
      });
      const more = requirement.target - value;
      return { ...measured, missing: measured.met ? null : `${more} more ${plural(more, one, many)}` };
    }
    case 'cpdHours':
      return countedMeasure(figures, {
        value: windowFigures(figures, requirement.window).cpdHours,
        target: requirement.target,
        paced: pace?.cpdHours ?? 0,
        unit: `CPD hours${windowText(requirement.window)}`,
        paceOf: 'CPD',
        drillDown: 'cpd',
      });
    case 'cpdRecords':
      return countedMeasure(figures, {
        value: windowFigures(figures, requirement.window).cpdRecords,
        target: requirement.target,
        paced: pace?.cpdRecords ?? 0,
        unit: `CPD records${windowText(requirement.window)}`,
        paceOf: 'CPD',
        whole: true,
        drillDown: 'cpd',
      });
    case 'supervisionQuarters': {
      const quarters = Array.from({ length: requirement.target }, (_, index) => figures.windows[`q${index + 1}`]);
      const value = quarters.filter(
        (quarter) => (quarter?.supervisionMinutes ?? 0) >= requirement.hoursPerQuarter * 60,
      ).length;
      const met = value >= requirement.target;
      const more = requirement.target - value;
      return {
        figure: `${value} of ${requirement.target} quarters with at least ${requirement.hoursPerQuarter} ${plural(requirement.hoursPerQuarter, 'hour', 'hours')} of supervision`,
        details: [],
        met,
        progress: value / requirement.target,
        missing: met ? null : `Supervision in ${more} more ${plural(more, 'quarter', 'quarters')}`,
        // Time alone fixes it for a coach who keeps up supervision: one quarter at a time.
        projectedOn: met ? today : figures.supervisionLast ? addMonths(today, 3 * more) : null,
        noPace: false,
        advice: met || figures.supervisionLast ? null : 'Start regular supervision and log it.',
        drillDown: 'supervision',
      };
    }
    case 'monthsInSupervision': {
      const { supervisionFirst: first, supervisionLast: last } = figures;
      const value = first && last ? wholeMonths(first, last) : 0;
      const met = value >= requirement.target;
      const more = requirement.target - value;
      return {
        figure: `${value} of ${requirement.target} months in supervision`,
        details: [],
        met,
        progress: Math.min(1, value / requirement.target),
        missing: met ? null : `${more} more ${plural(more, 'month', 'months')} in supervision`,
        projectedOn: met ? today : first ? [addMonths(first, requirement.target), today].sort().at(-1)! : null,
        noPace: false,
        advice: met || first ? null : 'Start supervision and log it.',
        drillDown: 'supervision',
      };
    }
    case 'credentialHeld': {
      const held = figures.credentials.some(
        (credential) => credential.body === requirement.body && requirement.levels.includes(credential.level),
      );
      const name = `${requirement.body} ${requirement.levels[0]}`;
      return {
        figure: `${held ? 1 : 0} of 1 ${name} credential held`,
        details: [],
        met: held,
        progress: held ? 1 : 0,
        missing: held ? null : `An ${name} credential`,
        projectedOn: held ? today : null,
        noPace: false,
        advice: held ? null : `Earn the ${name} credential first, then add it to your credentials.`,
        drillDown: 'credentials',
      };
    }
  }
}
