import { sources } from './sources';
import type { MeasuredRequirement, Requirement, RuleSet, RuleSource } from './types';

const TWELVE_MONTHS = { months: 12 };

interface EmccLevel {
  key: string;
  years: number;
  hours: number;
  clients: number;
  /** EMCC's levels page gives the figures of Foundation and Practitioner; the higher levels' come from a third party. */
  confirmed: { practice: boolean; feedback: boolean; cpd: boolean; supervision: boolean; reflection: boolean };
}

const cpdRow = (key: string, unconfirmed: boolean, from: RuleSource[]): MeasuredRequirement => ({
  id: `emcc-${key}-cpd`,
  kind: 'cpdHours',
  label: 'Continuing professional development: 16 hours a year',
  target: 16,
  window: TWELVE_MONTHS,
  unconfirmed,
  sources: from,
});

const supervisionRow = (key: string, unconfirmed: boolean, from: RuleSource[]): MeasuredRequirement => ({
  id: `emcc-${key}-supervision`,
  kind: 'supervisionQuarters',
  label: 'Supervision: at least 1 hour a quarter',
  target: 4,
  hoursPerQuarter: 1,
  unconfirmed,
  sources: from,
});

function emccLevel(level: EmccLevel): Requirement[] {
  const { key, confirmed } = level;
  const practice = confirmed.practice ? [sources.emccLevels] : [sources.emccThirdParty];
  const of = (known: boolean) => (known ? [sources.emccLevels] : [sources.emccLevels, sources.emccThirdParty]);
  return [
    {
      id: `emcc-${key}-years`,
      kind: 'yearsPractising',
      label: `${level.years} ${level.years === 1 ? 'year' : 'years'} since you first practised as a coach`,
      target: level.years,
      unconfirmed: !confirmed.practice,
      sources: practice,
    },
    {
      id: `emcc-${key}-hours`,
      kind: 'experienceHours',
      scope: 'all',
      label: `Client contact hours: ${level.hours}`,
      target: level.hours,
      unconfirmed: !confirmed.practice,
      sources: practice,
    },
    {
      id: `emcc-${key}-clients`,
      kind: 'distinctClients',
      scope: 'all',
      label: `Clients coached: ${level.clients}`,
      target: level.clients,
      unconfirmed: !confirmed.practice,
      sources: practice,
    },
    {
      id: `emcc-${key}-feedback`,
      kind: 'entries',
      entry: 'feedback',
      label: 'Client feedback: 5 entries in the last 12 months',
      target: 5,
      window: TWELVE_MONTHS,
      unconfirmed: !confirmed.feedback,
      sources: of(confirmed.feedback),
    },
    cpdRow(key, !confirmed.cpd, of(confirmed.cpd)),
    supervisionRow(key, !confirmed.supervision, of(confirmed.supervision)),
    {
      id: `emcc-${key}-reflection`,
      kind: 'entries',
      entry: 'reflection',
      label: 'Reflective practice: 5 reflections in the last 12 months',
      target: 5,
      window: TWELVE_MONTHS,
      unconfirmed: !confirmed.reflection,
      sources: of(confirmed.reflection),
    },
  ];
}

const standard = (requirements: Requirement[]) => [
  { id: 'standard' as const, name: '', programmeKinds: [], coveredByProgramme: null, requirements },
];

const unknown = { practice: false, feedback: false, cpd: false, supervision: false, reflection: false };

/**
 * EMCC Global's European Individual Accreditation (EIA). Where EMCC's page gives a figure for
 * Foundation or Practitioner only, the higher levels use the same figure, marked UNCONFIRMED.
 * Renewal every five years from the award; EMCC's renewal page names no figures, so every
 * renewal row is UNCONFIRMED.
 */
export const emccRuleSets: RuleSet[] = [
  {
    body: 'EMCC',
    bodyName: 'EMCC Global',
    version: 'EMCC-EIA-2026-11',
    validFrom: '2021-10-01',
    validUntil: null,
    checkedOn: '2026-11-27',
    unconfirmedNote: 'EMCC has not published this figure in a form we could check; confirm before applying.',
    change: null,
    levels: [
      {
        name: 'Foundation',
        exam: null,
        paths: standard(
          emccLevel({
            key: 'foundation',
            years: 1,
            hours: 50,
            clients: 5,
            confirmed: { practice: true, feedback: true, cpd: true, supervision: true, reflection: true },
          }),
        ),
      },
      {
        name: 'Practitioner',
        exam: null,
        paths: standard(
          emccLevel({
            key: 'practitioner',
            years: 3,
            hours: 100,
            clients: 10,
            confirmed: { practice: true, feedback: true, cpd: true, supervision: false, reflection: false },
          }),
        ),
      },
      {
        name: 'Senior Practitioner',
        exam: null,
        paths: standard(emccLevel({ key: 'senior', years: 5, hours: 250, clients: 20, confirmed: unknown })),
      },
      {
        name: 'Master Practitioner',
        exam: null,
        paths: standard(emccLevel({ key: 'master', years: 7, hours: 500, clients: 40, confirmed: unknown })),
      },
    ],
    renewal: {
      cycleYears: 5,
      submitMonthsBefore: null,
      requirements: [
        cpdRow('renewal', true, [sources.emccRenewal]),
        supervisionRow('renewal', true, [sources.emccRenewal]),
      ],
      byLevel: {},
    },
  },
];
