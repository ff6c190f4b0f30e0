/**
 * ICF's requirement rows, shared by every path of a level: experience from the ICF log,
 * education, the programme, mentor coaching (with who may mentor in each rule version) and the
 * performance evaluation. The paths and rule versions that assemble them are in icf.ts.
 */
import { formatDecimal } from '../decimal';
import { sources } from './sources';
import type { AnnouncedChange, EducationKind, MentorQualification, MentorRule, Requirement } from './types';

export type IcfLevel = 'acc' | 'pcc' | 'mcc';

/** What one version of ICF's rules changes: who may mentor, and whether Portfolio candidates record sessions. */
export interface IcfVersion {
  version: string;
  validFrom: string;
  validUntil: string | null;
  /** From this date new mentor coaching counts only with a mentor holding the Mentor Coach Specialization. */
  mentorQualificationFrom: string | null;
  /** Whether ACC and PCC Portfolio candidates submit a performance evaluation. */
  portfolioRecordings: boolean;
  change: AnnouncedChange | null;
}

/** The Specialization levels a mentor needs per credential from 1 January 2027 (support 5000900518, 5000900562). */
const QUALIFIED_MENTORS: Record<IcfLevel, MentorQualification[]> = {
  acc: ['acc', 'pcc'],
  pcc: ['pcc'],
  mcc: ['mcc'],
};

export const mentorRule = (level: IcfLevel, version: IcfVersion): MentorRule => ({
  oneToOneHours: 3,
  groupHoursCap: 7,
  spreadMonths: 3,
  credentials: level === 'acc' ? ['ACC', 'PCC', 'MCC'] : level === 'pcc' ? ['PCC', 'MCC'] : ['MCC'],
  accMentorRenewed: true,
  qualification: version.mentorQualificationFrom
    ? { from: version.mentorQualificationFrom, levels: QUALIFIED_MENTORS[level] }
    : null,
  // "Cannot be the same Mentor Coaching that was applied toward a previous ICF Credential" (MCC path page).
  excludeBeforeAwardOf: level === 'mcc' ? ['PCC'] : [],
});

const MENTOR_WHO: Record<IcfLevel, string> = {
  acc: 'an ACC (renewed at least once), PCC or MCC mentor',
  pcc: 'a PCC or MCC mentor',
  mcc: 'an MCC mentor',
};

const levelSource = { acc: sources.icfAccPath, pcc: sources.icfPccPath, mcc: sources.icfMccPath };

export interface LevelFigures {
  education: number;
  experience: number;
  paid: number;
  clients: number;
  recency: number | null;
  recordings: number;
}

/** The experience rows every path of a level shares: ICF's log, since education began. */
export function experienceRows(level: IcfLevel, figures: LevelFigures): Requirement[] {
  const rows: Requirement[] = [
    {
      id: `icf-${level}-experience`,
      kind: 'experienceHours',
      scope: 'icfLog',
      label: `Coaching experience since your coach-specific education began: ${formatDecimal(figures.experience, 0)} hours`,
      target: figures.experience,
      sources: [sources.icfExperience, sources.icfExperienceHours, sources.icfLog],
    },
    {
      id: `icf-${level}-paid`,
      kind: 'paidHours',
      scope: 'icfLog',
      label: `Of which paid: ${formatDecimal(figures.paid, 0)} hours`,
      target: figures.paid,
      sources: [sources.icfExperience],
    },
    {
      id: `icf-${level}-clients`,
      kind: 'distinctClients',
      scope: 'icfLog',
      label: `Clients coached: ${figures.clients}`,
      target: figures.clients,
      sources: [sources.icfExperience, sources.icfLog],
    },
  ];
  if (figures.recency !== null) {
    rows.push({
      id: `icf-${level}-recency`,
      kind: 'experienceHours',
      scope: 'icfLog',
      window: { months: 18 },
      label: `Recent experience: ${figures.recency} hours in the 18 months before applying`,
      target: figures.recency,
      sources: [sources.icfExperience],
    });
  }
  return rows;
}

export const educationRow = (level: IcfLevel, hours: number): Requirement => ({
  id: `icf-${level}-education`,
  kind: 'educationHours',
  label: `Coach-specific education: ${hours} hours`,
  target: hours,
  sources: [sources.icfTraining, levelSource[level]],
});

export const programmeRow = (level: IcfLevel, name: string, kinds: EducationKind[]): Requirement => ({
  id: `icf-${level}-programme`,
  kind: 'programmeCompleted',
  label: `A ${name} programme completed`,
  target: 1,
  kinds,
  sources: [levelSource[level], sources.icfEducationPaths],
});

export const mentorRow = (level: IcfLevel, version: IcfVersion): Requirement => ({
  id: `icf-${level}-mentor`,
  kind: 'mentorCoaching',
  label: `Mentor coaching: 10 hours over at least 3 months, at least 3 of them one-to-one (group hours count up to 7), with ${MENTOR_WHO[level]}`,
  target: 10,
  mentor: mentorRule(level, version),
  sources: [
    sources.icfMentor,
    ...(level === 'mcc' ? [sources.icfMccPath] : []),
    ...(version.mentorQualificationFrom ? [level === 'mcc' ? sources.icf2027Mcc : sources.icf2027AccPcc] : []),
  ],
});

export const recordingsRow = (level: IcfLevel, count: number): Requirement => ({
  id: `icf-${level}-recordings`,
  kind: 'recordings',
  level,
  label: `Performance evaluation: ${count} ${count === 1 ? 'recording' : 'recordings'} with transcript, the client's written permission, a self-review and your mentor's feedback`,
  target: count,
  sources: [sources.icfPerformance],
});
