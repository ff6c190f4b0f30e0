import { evaluateRuleSet } from './evaluate';
import type { AccreditationFigures, Requirement, RuleSet } from './types';

interface AcLevel {
  key: string;
  training: number;
  hours: number;
  supervisionMonths: number;
  /** Foundation asks for a CPD log; the others for hours, per year or over 3 years (UNCONFIRMED). */
  cpdHours: number | null;
}

function acLevel(level: AcLevel): Requirement[] {
  const { key } = level;
  return [
    {
      id: `ac-${key}-training`,
      kind: 'educationHours',
      label: `Coach training: ${level.training} hours`,
      target: level.training,
    },
    {
      id: `ac-${key}-hours`,
      kind: 'experienceHours',
      scope: 'all',
      label: `Coaching experience: ${level.hours} hours`,
      target: level.hours,
    },
    {
      id: `ac-${key}-supervision`,
      kind: 'monthsInSupervision',
      label: `In supervision for at least ${level.supervisionMonths} months`,
      target: level.supervisionMonths,
    },
    level.cpdHours === null
      ? { id: `ac-${key}-cpd`, kind: 'cpdRecords', label: 'A CPD log', target: 1, window: { months: 12 } }
      : {
          id: `ac-${key}-cpd`,
          kind: 'cpdHours',
          label: `Continuing professional development: ${level.cpdHours} hours (counted over the last 12 months)`,
          target: level.cpdHours,
          window: { months: 12 },
          unconfirmed: true,
        },
    { id: `ac-${key}-references`, kind: 'notTracked', label: 'Client references' },
    { id: `ac-${key}-supervisor-report`, kind: 'notTracked', label: "Supervisor's report and reference" },
  ];
}

/** The Association for Coaching's coach accreditation, from its levels overview sheet (c. 2020). */
export const acRules: RuleSet = {
  body: 'AC',
  bodyName: 'Association for Coaching',
  version: 'AC-2020',
  checkedOn: '2026-11-25',
  sources: [
    {
      title: 'Association for Coaching: accreditation levels overview sheet (c. 2020; may be dated)',
      url: 'https://www.associationforcoaching.com',
    },
  ],
  unconfirmedNote: 'AC has not published this figure in a form we could check; confirm before applying.',
  levels: [
    {
      name: 'Foundation',
      requirements: acLevel({ key: 'foundation', training: 35, hours: 75, supervisionMonths: 3, cpdHours: null }),
    },
    {
      name: 'Coach',
      requirements: acLevel({ key: 'coach', training: 40, hours: 250, supervisionMonths: 6, cpdHours: 30 }),
    },
    {
      name: 'Professional',
      requirements: acLevel({ key: 'professional', training: 60, hours: 750, supervisionMonths: 9, cpdHours: 36 }),
    },
    {
      name: 'Master',
      requirements: acLevel({ key: 'master', training: 80, hours: 1500, supervisionMonths: 12, cpdHours: 42 }),
    },
  ],
  renewal: null,
};

export function evaluateAc(figures: AccreditationFigures, rules: RuleSet = acRules) {
  return evaluateRuleSet(rules, figures);
}
