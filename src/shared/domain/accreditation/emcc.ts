import { evaluateRuleSet } from './evaluate';
import type { AccreditationFigures, MeasuredRequirement, Requirement, RuleSet } from './types';

const TWELVE_MONTHS = { months: 12 };

interface EmccLevel {
  key: string;
  name: string;
  years: number;
  hours: number;
  clients: number;
  /** EMCC's own page gives feedback, CPD, supervision and reflection figures for some levels only. */
  confirmed: { feedback: boolean; cpd: boolean; supervision: boolean; reflection: boolean };
}

const cpdRow = (key: string, unconfirmed: boolean): MeasuredRequirement => ({
  id: `emcc-${key}-cpd`,
  kind: 'cpdHours',
  label: 'Continuing professional development: 16 hours a year',
  target: 16,
  window: TWELVE_MONTHS,
  unconfirmed,
});

const supervisionRow = (key: string, unconfirmed: boolean): MeasuredRequirement => ({
  id: `emcc-${key}-supervision`,
  kind: 'supervisionQuarters',
  label: 'Supervision: at least 1 hour a quarter',
  target: 4,
  hoursPerQuarter: 1,
  unconfirmed,
});

function emccLevel(level: EmccLevel): Requirement[] {
  const { key, confirmed } = level;
  return [
    {
      id: `emcc-${key}-years`,
      kind: 'yearsPractising',
      label: `${level.years} ${level.years === 1 ? 'year' : 'years'} since you first practised as a coach`,
      target: level.years,
    },
    {
      id: `emcc-${key}-hours`,
      kind: 'experienceHours',
      scope: 'all',
      label: `Client contact hours: ${level.hours}`,
      target: level.hours,
    },
    {
      id: `emcc-${key}-clients`,
      kind: 'distinctClients',
      scope: 'all',
      label: `Clients coached: ${level.clients}`,
      target: level.clients,
    },
    {
      id: `emcc-${key}-feedback`,
      kind: 'entries',
      entry: 'feedback',
      label: 'Client feedback: 5 entries in the last 12 months',
      target: 5,
      window: TWELVE_MONTHS,
      unconfirmed: !confirmed.feedback,
    },
    cpdRow(key, !confirmed.cpd),
    supervisionRow(key, !confirmed.supervision),
    {
      id: `emcc-${key}-reflection`,
      kind: 'entries',
      entry: 'reflection',
      label: 'Reflective practice: 5 reflections in the last 12 months',
      target: 5,
      window: TWELVE_MONTHS,
      unconfirmed: !confirmed.reflection,
    },
  ];
}

const all = { feedback: true, cpd: true, supervision: true, reflection: true };
const none = { feedback: false, cpd: false, supervision: false, reflection: false };

/**
 * EMCC Global's European Individual Accreditation (EIA). Where EMCC's page gives a figure for
 * Foundation or Practitioner only, the higher levels use the same figure, marked UNCONFIRMED.
 */
export const emccRules: RuleSet = {
  body: 'EMCC',
  bodyName: 'EMCC Global',
  version: 'EMCC-EIA-2026-11',
  checkedOn: '2026-11-25',
  sources: [
    { title: 'EMCC Global: EIA levels (Foundation, Practitioner)', url: 'https://emccapr.org' },
    {
      title: 'Coacharya: EMCC accreditation levels and validity (third party)',
      url: 'https://coacharya.com',
      thirdParty: true,
    },
  ],
  unconfirmedNote: 'EMCC has not published this figure in a form we could check; confirm before applying.',
  levels: [
    {
      name: 'Foundation',
      requirements: emccLevel({
        key: 'foundation',
        name: 'Foundation',
        years: 1,
        hours: 50,
        clients: 5,
        confirmed: all,
      }),
    },
    {
      name: 'Practitioner',
      requirements: emccLevel({
        key: 'practitioner',
        name: 'Practitioner',
        years: 3,
        hours: 100,
        clients: 10,
        confirmed: { feedback: true, cpd: true, supervision: false, reflection: false },
      }),
    },
    {
      name: 'Senior Practitioner',
      requirements: emccLevel({
        key: 'senior',
        name: 'Senior Practitioner',
        years: 5,
        hours: 250,
        clients: 20,
        confirmed: none,
      }),
    },
    {
      name: 'Master Practitioner',
      requirements: emccLevel({
        key: 'master',
        name: 'Master Practitioner',
        years: 7,
        hours: 500,
        clients: 40,
        confirmed: none,
      }),
    },
  ],
  renewal: {
    cycleYears: 5,
    submitMonthsBefore: null,
    requirements: [cpdRow('renewal', false), supervisionRow('renewal', false)],
    byLevel: {},
  },
};

export function evaluateEmcc(figures: AccreditationFigures, rules: RuleSet = emccRules) {
  return evaluateRuleSet(rules, figures);
}
