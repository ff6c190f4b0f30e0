import { sources } from './sources';
import type { Requirement, RuleSet } from './types';

interface AcLevel {
  key: string;
  training: number;
  hours: number;
  supervisionMonths: number;
  /** Foundation asks for a CPD log; the others for hours, per year or over 3 years (UNCONFIRMED). */
  cpdHours: number | null;
}

/** Every AC figure comes from a c. 2020 sheet: UNCONFIRMED until AC's current overview is read. */
const FROM = [sources.acLevels];

function acLevel(level: AcLevel): Requirement[] {
  const { key } = level;
  return [
    {
      id: `ac-${key}-training`,
      kind: 'educationHours',
      label: `Coach training: ${level.training} hours`,
      target: level.training,
      unconfirmed: true,
      sources: FROM,
    },
    {
      id: `ac-${key}-hours`,
      kind: 'experienceHours',
      scope: 'all',
      label: `Coaching experience: ${level.hours} hours`,
      target: level.hours,
      unconfirmed: true,
      sources: FROM,
    },
    {
      id: `ac-${key}-supervision`,
      kind: 'monthsInSupervision',
      label: `In supervision for at least ${level.supervisionMonths} months`,
      target: level.supervisionMonths,
      unconfirmed: true,
      sources: FROM,
    },
    level.cpdHours === null
      ? {
          id: `ac-${key}-cpd`,
          kind: 'cpdRecords',
          label: 'A CPD log',
          target: 1,
          window: { months: 12 },
          unconfirmed: true,
          sources: FROM,
        }
      : {
          id: `ac-${key}-cpd`,
          kind: 'cpdHours',
          label: `Continuing professional development: ${level.cpdHours} hours (counted over the last 12 months)`,
          target: level.cpdHours,
          window: { months: 12 },
          unconfirmed: true,
          sources: FROM,
        },
    { id: `ac-${key}-references`, kind: 'notTracked', label: 'Client references', sources: FROM },
    {
      id: `ac-${key}-supervisor-report`,
      kind: 'notTracked',
      label: "Supervisor's report and reference",
      sources: FROM,
    },
  ];
}

const standard = (requirements: Requirement[]) => [
  { id: 'standard' as const, name: '', programmeKinds: [], coveredByProgramme: null, requirements },
];

/**
 * The Association for Coaching's coach accreditation, from its levels overview sheet (c. 2020),
 * renewed every 3 years (AC's accreditation policy page); the renewal asks for continued CPD and
 * supervision, whose figures AC does not publish where we could read them (UNCONFIRMED).
 */
export const acRuleSets: RuleSet[] = [
  {
    body: 'AC',
    bodyName: 'Association for Coaching',
    version: 'AC-2020',
    validFrom: '2020-01-01',
    validUntil: null,
    checkedOn: '2026-11-27',
    unconfirmedNote: 'AC has not published this figure in a form we could check; confirm before applying.',
    change: null,
    levels: [
      {
        name: 'Foundation',
        exam: null,
        paths: standard(acLevel({ key: 'foundation', training: 35, hours: 75, supervisionMonths: 3, cpdHours: null })),
      },
      {
        name: 'Coach',
        exam: null,
        paths: standard(acLevel({ key: 'coach', training: 40, hours: 250, supervisionMonths: 6, cpdHours: 30 })),
      },
      {
        name: 'Professional',
        exam: null,
        paths: standard(acLevel({ key: 'professional', training: 60, hours: 750, supervisionMonths: 9, cpdHours: 36 })),
      },
      {
        name: 'Master',
        exam: null,
        paths: standard(acLevel({ key: 'master', training: 80, hours: 1500, supervisionMonths: 12, cpdHours: 42 })),
      },
    ],
    renewal: {
      cycleYears: 3,
      submitMonthsBefore: null,
      requirements: [
        {
          id: 'ac-renewal-cpd',
          kind: 'cpdHours',
          label: 'Continuing professional development in the last 12 months',
          target: 30,
          window: { months: 12 },
          unconfirmed: true,
          sources: [sources.acRenewal, sources.acLevels],
        },
        {
          id: 'ac-renewal-supervision',
          kind: 'supervisionQuarters',
          label: 'Supervision: at least 1 hour a quarter',
          target: 4,
          hoursPerQuarter: 1,
          unconfirmed: true,
          sources: [sources.acRenewal, sources.acLevels],
        },
        {
          id: 'ac-renewal-membership',
          kind: 'notTracked',
          label: 'AC membership at Member level or above',
          sources: [sources.acLevels],
        },
      ],
      byLevel: {},
    },
  },
];
