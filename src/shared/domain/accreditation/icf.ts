import { formatDecimal } from '../decimal';
import { evaluateRuleSet } from './evaluate';
import type { AccreditationFigures, MentorRule, Requirement, RuleSet } from './types';

const mentor = (credentials: MentorRule['credentials']): MentorRule => ({
  oneToOneHours: 3,
  groupHoursCap: 7,
  spreadMonths: 3,
  credentials,
});

const MENTOR_LABEL =
  'Mentor coaching: 10 hours over at least 3 months, at least 3 of them one-to-one (group hours count up to 7)';

/** The rows every ICF level shares, with that level's figures. */
function icfLevel(
  level: 'acc' | 'pcc' | 'mcc',
  figures: { education: number; experience: number; paid: number; clients: number; recency: number | null },
  mentorRule: MentorRule,
  mentorWho: string,
  recordings: string,
): Requirement[] {
  const rows: Requirement[] = [
    {
      id: `icf-${level}-education`,
      kind: 'educationHours',
      label: `Coach-specific education: ${figures.education} hours`,
      target: figures.education,
    },
    {
      id: `icf-${level}-experience`,
      kind: 'experienceHours',
      scope: 'sinceEducation',
      label: `Coaching experience since your coach-specific education began: ${formatDecimal(figures.experience, 0)} hours`,
      target: figures.experience,
    },
    {
      id: `icf-${level}-paid`,
      kind: 'paidHours',
      scope: 'sinceEducation',
      label: `Of which paid: ${formatDecimal(figures.paid, 0)} hours`,
      target: figures.paid,
    },
    {
      id: `icf-${level}-clients`,
      kind: 'distinctClients',
      scope: 'sinceEducation',
      label: `Clients coached: ${figures.clients}`,
      target: figures.clients,
    },
  ];
  if (figures.recency !== null) {
    rows.push({
      id: `icf-${level}-recency`,
      kind: 'experienceHours',
      scope: 'sinceEducation',
      window: { months: 18 },
      label: `Recent experience: ${figures.recency} hours in the 18 months before applying`,
      target: figures.recency,
    });
  }
  rows.push(
    {
      id: `icf-${level}-mentor`,
      kind: 'mentorCoaching',
      label: `${MENTOR_LABEL}, with ${mentorWho}`,
      target: 10,
      mentor: mentorRule,
    },
    { id: `icf-${level}-recordings`, kind: 'notTracked', label: `Performance evaluation: ${recordings}` },
    { id: `icf-${level}-exam`, kind: 'notTracked', label: 'ICF Credentialing Exam passed' },
  );
  return rows;
}

/** ICF's initial credentials and renewal, as `reference/accreditation-rules.md` records them. */
export const icfRules: RuleSet = {
  body: 'ICF',
  bodyName: 'International Coaching Federation',
  version: 'ICF-2026-11',
  checkedOn: '2026-11-25',
  sources: [
    { title: 'ICF: Training requirements', url: 'https://coachingfederation.org/training-requirements' },
    { title: 'ICF: Experience requirements', url: 'https://coachingfederation.org/experience-requirements' },
    {
      title: 'ICF: Mentor coaching, credential paths (ACC, PCC, MCC) and credential-renewal FAQ',
      url: 'https://coachingfederation.org',
    },
    {
      title: 'ICF: Professional development (renewal CCE)',
      url: 'https://coachingfederation.org/professional-development',
    },
    { title: 'ICF news item 4150: Coaching Ethics units', url: 'https://coachingfederation.org' },
    {
      title: 'Coach Training EDU: Resource Development limit (third party)',
      url: 'https://coachtrainingedu.com',
      thirdParty: true,
    },
  ],
  unconfirmedNote: 'ICF has not published this figure in a form we could check; confirm before applying.',
  levels: [
    {
      name: 'ACC',
      requirements: icfLevel(
        'acc',
        { education: 60, experience: 100, paid: 75, clients: 8, recency: 25 },
        mentor(['ACC', 'PCC', 'MCC']),
        'an ACC (after one renewal), PCC or MCC mentor',
        'recordings with transcripts',
      ),
    },
    {
      name: 'PCC',
      requirements: icfLevel(
        'pcc',
        { education: 125, experience: 500, paid: 450, clients: 25, recency: 50 },
        mentor(['PCC', 'MCC']),
        'a PCC or MCC mentor',
        '2 recordings with transcripts',
      ),
    },
    {
      name: 'MCC',
      requirements: [
        // ICF publishes no recency figure for MCC (reference: "none found"), so there is no row.
        ...icfLevel(
          'mcc',
          { education: 200, experience: 2500, paid: 2250, clients: 35, recency: null },
          mentor(['MCC']),
          'an MCC mentor (only MCC mentors count)',
          '2 recordings with transcripts',
        ),
        {
          id: 'icf-mcc-pcc-held',
          kind: 'credentialHeld',
          label: 'An ICF PCC credential held (now or before)',
          target: 1,
          body: 'ICF',
          levels: ['PCC', 'MCC'],
        },
      ],
    },
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
      },
      {
        id: 'icf-renewal-core',
        kind: 'coreCompetencyUnits',
        label: 'Core Competencies: at least 24 of the 40 units',
        target: 24,
      },
      {
        id: 'icf-renewal-ethics',
        kind: 'ethicsUnits',
        label: 'Coaching Ethics: at least 3 units, inside the 24',
        target: 3,
      },
    ],
    byLevel: {
      ACC: [
        {
          id: 'icf-renewal-acc-mentor',
          kind: 'cycleMentorCoaching',
          label: 'ACC renewal: a further 10 hours of mentor coaching over at least 3 months',
          target: 10,
          mentor: mentor(['ACC', 'PCC', 'MCC']),
        },
      ],
    },
  },
};

/** Every ICF level against the coach's figures. */
export function evaluateIcf(figures: AccreditationFigures, rules: RuleSet = icfRules) {
  return evaluateRuleSet(rules, figures);
}
