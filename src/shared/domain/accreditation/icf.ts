import {
  educationRow,
  experienceRows,
  mentorRow,
  mentorRule,
  programmeRow,
  recordingsRow,
  type IcfLevel,
  type IcfVersion,
  type LevelFigures,
} from './icf-requirements';
import { sources } from './sources';
import type { AnnouncedChange, ApplicationPath, EducationKind, MentorRule, Requirement, RuleSet } from './types';

const COVERED_ALL = 'Your programme covered the education, the mentor coaching and the performance evaluation.';
const COVERED_MENTOR = 'Your programme covered the education and the mentor coaching.';

const LEVEL_1: EducationKind[] = ['icf_level_1'];
const LEVEL_2: EducationKind[] = ['icf_level_2', 'actp'];
const LEVEL_1_OR_2: EducationKind[] = [...LEVEL_1, ...LEVEL_2];
const LEVEL_3: EducationKind[] = ['icf_level_3'];

const FIGURES: Record<IcfLevel, LevelFigures> = {
  acc: { education: 60, experience: 100, paid: 75, clients: 8, recency: 25, recordings: 1 },
  pcc: { education: 125, experience: 500, paid: 450, clients: 25, recency: 50, recordings: 2 },
  // ICF publishes no recency figure for MCC (docs/accreditation-rules.md), so there is no row.
  mcc: { education: 200, experience: 2500, paid: 2250, clients: 35, recency: null, recordings: 2 },
};

function accPaths(version: IcfVersion): ApplicationPath[] {
  const f = FIGURES.acc;
  return [
    {
      id: 'level1',
      name: 'Level 1 / Level 2 / ACTP path',
      programmeKinds: LEVEL_1_OR_2,
      coveredByProgramme: COVERED_ALL,
      requirements: [programmeRow('acc', 'Level 1, Level 2 or ACTP', LEVEL_1_OR_2), ...experienceRows('acc', f)],
    },
    {
      id: 'portfolio',
      name: 'Portfolio path',
      programmeKinds: [],
      coveredByProgramme: null,
      requirements: [
        educationRow('acc', f.education),
        ...experienceRows('acc', f),
        mentorRow('acc', version),
        ...(version.portfolioRecordings ? [recordingsRow('acc', f.recordings)] : []),
      ],
    },
  ];
}

function pccPaths(version: IcfVersion): ApplicationPath[] {
  const f = FIGURES.pcc;
  return [
    {
      id: 'level2',
      name: 'Level 2 / ACTP path',
      programmeKinds: LEVEL_2,
      coveredByProgramme: COVERED_ALL,
      requirements: [programmeRow('pcc', 'Level 2 or ACTP', LEVEL_2), ...experienceRows('pcc', f)],
    },
    {
      id: 'level1',
      name: 'Level 1 path',
      programmeKinds: LEVEL_1,
      coveredByProgramme: null,
      requirements: [
        programmeRow('pcc', 'Level 1', LEVEL_1),
        educationRow('pcc', f.education),
        ...experienceRows('pcc', f),
        mentorRow('pcc', version),
        recordingsRow('pcc', f.recordings),
      ],
    },
    {
      id: 'portfolio',
      name: 'Portfolio path',
      programmeKinds: [],
      coveredByProgramme: null,
      requirements: [
        educationRow('pcc', f.education),
        ...experienceRows('pcc', f),
        mentorRow('pcc', version),
        ...(version.portfolioRecordings ? [recordingsRow('pcc', f.recordings)] : []),
      ],
    },
  ];
}

const pccHeld: Requirement = {
  id: 'icf-mcc-pcc-held',
  kind: 'credentialHeld',
  label: 'An ICF PCC credential held (now or before)',
  target: 1,
  body: 'ICF',
  levels: ['PCC', 'MCC'],
  sources: [sources.icfMccPath],
};

function mccPaths(version: IcfVersion): ApplicationPath[] {
  const f = FIGURES.mcc;
  return [
    {
      id: 'level3',
      name: 'Level 3 path',
      programmeKinds: LEVEL_3,
      coveredByProgramme: COVERED_MENTOR,
      requirements: [
        programmeRow('mcc', 'Level 3', LEVEL_3),
        educationRow('mcc', f.education),
        ...experienceRows('mcc', f),
        recordingsRow('mcc', f.recordings),
        pccHeld,
      ],
    },
    {
      id: 'portfolio',
      name: 'Portfolio path',
      programmeKinds: [],
      coveredByProgramme: null,
      requirements: [
        educationRow('mcc', f.education),
        ...experienceRows('mcc', f),
        mentorRow('mcc', version),
        recordingsRow('mcc', f.recordings),
        pccHeld,
      ],
    },
  ];
}

const renewalMentor = (version: IcfVersion): MentorRule => ({
  ...mentorRule('acc', version),
  // Whether the 2027 mentor rule also reaches ACC renewal is not said: it stays out (UNCONFIRMED).
  qualification: null,
});

function icfRuleSet(version: IcfVersion): RuleSet {
  return {
    body: 'ICF',
    bodyName: 'International Coaching Federation',
    version: version.version,
    validFrom: version.validFrom,
    validUntil: version.validUntil,
    checkedOn: '2026-11-27',
    unconfirmedNote: 'ICF has not published this figure in a form we could check; confirm before applying.',
    change: version.change,
    levels: [
      // Since 18 November 2024 ACC candidates sit the ACC Credential Exam (third party: docs/accreditation-rules.md).
      { name: 'ACC', paths: accPaths(version), exam: 'ACC Credential Exam' },
      { name: 'PCC', paths: pccPaths(version), exam: 'ICF Credentialing Exam' },
      { name: 'MCC', paths: mccPaths(version), exam: 'ICF Credentialing Exam' },
    ],
    renewal: {
      cycleYears: 3,
      submitMonthsBefore: 10,
      requirements: [
        {
          id: 'icf-renewal-cce',
          kind: 'cceUnits',
          label:
            'Continuing Coach Education: 40 units (Resource Development counts up to 16, supervision or mentor coaching up to 10)',
          target: 40,
          resourceDevelopmentCap: 16,
          supervisionMentorCap: 10,
          sources: [sources.icfRenewal, sources.icfFaq, sources.resourceDevelopmentThirdParty],
        },
        {
          id: 'icf-renewal-core',
          kind: 'coreCompetencyUnits',
          label: 'Core Competencies: at least 24 of the 40 units',
          target: 24,
          sources: [sources.icfRenewal],
        },
        {
          id: 'icf-renewal-ethics',
          kind: 'ethicsUnits',
          label: 'Coaching Ethics: at least 3 units, inside the 24',
          target: 3,
          sources: [sources.icfEthics],
        },
      ],
      byLevel: {
        ACC: [
          {
            id: 'icf-renewal-acc-mentor',
            kind: 'cycleMentorCoaching',
            label: 'ACC renewal: a further 10 hours of mentor coaching over at least 3 months',
            target: 10,
            mentor: renewalMentor(version),
            sources: [sources.icfMentor],
          },
        ],
      },
    },
  };
}

const mentorChange: AnnouncedChange = {
  effectiveOn: '2027-01-01',
  summary:
    "From 1 January 2027 new mentor coaching counts only with a mentor who holds ICF's Mentor Coach Specialization at your level; hours before that date keep counting.",
  source: sources.icf2027AccPcc,
  kind: 'mentorQualification',
  levels: ['ACC', 'PCC', 'MCC'],
  paths: ['level1', 'portfolio'],
};

const recordingsChange: AnnouncedChange = {
  effectiveOn: '2027-04-01',
  summary: 'From 1 April 2027 ACC and PCC Portfolio candidates no longer submit a performance evaluation.',
  source: sources.icf2027Blog,
  kind: 'dropRequirement',
  levels: ['ACC', 'PCC'],
  paths: ['portfolio'],
};

/**
 * ICF's initial credentials and renewal, one value per period of validity: today's rules, and the
 * changes ICF announced for 2027 (docs/accreditation-rules.md, "Corrections and additions").
 */
export const icfRuleSets: RuleSet[] = [
  icfRuleSet({
    version: 'ICF-2026-11',
    validFrom: '2024-11-18',
    validUntil: '2026-12-31',
    mentorQualificationFrom: null,
    portfolioRecordings: true,
    change: null,
  }),
  icfRuleSet({
    version: 'ICF-2027-01',
    validFrom: '2027-01-01',
    validUntil: '2027-03-31',
    mentorQualificationFrom: '2027-01-01',
    portfolioRecordings: true,
    change: mentorChange,
  }),
  icfRuleSet({
    version: 'ICF-2027-04',
    validFrom: '2027-04-01',
    validUntil: null,
    mentorQualificationFrom: '2027-01-01',
    portfolioRecordings: false,
    change: recordingsChange,
  }),
];

/**
 * How ICF counts the hours its log lists, passed to the figures query as data: experience counts
 * from the start of a programme of at least 30 hours, 24 of them on the Core Competencies (any
 * ICF-accredited programme of 30 hours qualifies), and a group counts only with 15 or fewer
 * (experience page; support 5000896617 and 5000653702).
 */
export const icfCounting = {
  educationStart: {
    minHours: 30,
    minCoreHours: 24,
    accreditedKinds: ['icf_level_1', 'icf_level_2', 'icf_level_3', 'actp', 'acsth', 'cce'] as EducationKind[],
  },
  maxGroup: 15,
};
