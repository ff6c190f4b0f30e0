/**
 * What the evaluator reads and answers: the coach's aggregate figures, and the result per body,
 * level, path and requirement. The rules themselves are typed in rule-types.ts.
 */
import type { EducationKind } from '../../schemas/education';
import type { BodyId, MentorCredential, MentorQualification, PathId, RuleSource, SessionScope } from './rule-types';

export type * from './rule-types';

/** Sessions that count in one scope over one period. */
export interface SessionTotals {
  minutes: number;
  paidMinutes: number;
  /** Clients coached; in the ICF scope each member of a group counts (ICF support 5000653702). */
  clients: number;
}

/** Mentor coaching received, added up per mentor standing, format and day. */
export interface MentorSession {
  date: string;
  credential: MentorCredential;
  current: boolean;
  renewed: boolean;
  qualification: MentorQualification | null;
  format: 'one_to_one' | 'group';
  minutes: number;
}

/** A period the figures are summed over: [start, end], both inclusive; a null start is "ever". */
export interface FigureWindow {
  key: string;
  start: string | null;
  end: string;
  /** Whether any rule reads sessions over this window: the costly part, skipped where none does. */
  sessions: boolean;
}

/** Every aggregate over one window. */
export interface WindowFigures {
  sessions: Record<SessionScope, SessionTotals>;
  /** Clients whose first session in the scope falls inside the window. */
  newClients: Record<SessionScope, number>;
  cpdHours: number;
  cpdRecords: number;
  feedback: number;
  reflection: number;
  supervisionMinutes: number;
}

/** A credential the coach holds, with the figures of its current renewal cycle. */
export interface HeldCredential {
  id: string;
  body: BodyId;
  level: string;
  awardedOn: string;
  expiresOn: string | null;
  cycle: CycleFigures;
}

export interface CycleFigures {
  start: string;
  end: string;
  coreCompetencyHours: number;
  ethicsHours: number;
  resourceDevelopmentHours: number;
  supervisionMinutes: number;
}

export interface EducationProgramme {
  id: string;
  name: string;
  kind: EducationKind;
  startDate: string;
  /** Null, or a date after today, while in progress: it counts once it ends. */
  endDate: string | null;
  totalHours: number;
}

/** Hours ICF's log leaves out, and why, so that the page can say it once. */
export interface IcfLeftOut {
  /** Hours with clients who have not consented to appear in the log. */
  notConsentedMinutes: number;
  notConsentedClients: { id: string; name: string; minutes: number }[];
  notConsentedClientCount: number;
  /** Hours in groups of more than 15. */
  largeGroupMinutes: number;
  /** Hours before the start of coach-specific education. */
  beforeEducationMinutes: number;
}

export interface Goal {
  body: BodyId;
  level: string;
  targetDate: string | null;
}

export interface ApplicationStep {
  body: BodyId;
  level: string;
  appliedOn: string | null;
  examPassedOn: string | null;
}

/** Everything the evaluators read: aggregates from one SQL statement, plus the coach's own choices. */
export interface AccreditationFigures {
  today: string;
  /** Where ICF starts counting: the coach's date, else the first programme of 30 hours (24 on the Core Competencies). */
  educationStart: string | null;
  educationStartSetByCoach: boolean;
  education: EducationProgramme[];
  firstPractisedOn: string | null;
  /** The first session logged: EMCC's years of practice count from it when no date is on the profile. */
  firstSessionOn: string | null;
  /** The key 'all' holds every figure ever; other keys are the windows the rules asked for. */
  windows: Record<string, WindowFigures>;
  icfLeftOut: IcfLeftOut;
  supervisionFirst: string | null;
  supervisionLast: string | null;
  mentor: MentorSession[];
  credentials: HeldCredential[];
  /** Recordings whose checklist is complete, per level they were made for. */
  recordings: { level: 'acc' | 'pcc' | 'mcc'; complete: boolean }[];
  steps: ApplicationStep[];
  goal: Goal | null;
  /** The ICF path the coach chose per level. */
  icfPaths: Record<string, PathId>;
  /** 'Not tracked' requirement id -> the date the coach ticked it done. */
  ticks: Record<string, string>;
}

export type RequirementStatus = 'Met' | 'Not yet' | 'Not tracked';

export interface RequirementResult {
  id: string;
  label: string;
  /** Always 'X of Y ...'; null for a 'not tracked' row. */
  figure: string | null;
  /** 0-1. */
  progress: number;
  status: RequirementStatus;
  /** What is still missing, in words, once; null when met. */
  missing: string | null;
  unconfirmed: boolean;
  /** The body's 'confirm before applying' note, on UNCONFIRMED rows. */
  unconfirmedNote: string | null;
  /** The date the coach ticked a 'not tracked' row done. */
  doneOn: string | null;
  /** Further figures of a composite row, each 'X of Y ...' (mentor coaching: one-to-one, spread). */
  details: string[];
  /** The drill-down that lists the rows behind the figure. */
  drillDown: DrillDown | null;
  /** When pace or time alone will meet the row: its projected date; null when they cannot. */
  projectedOn: string | null;
  /** Whether the projection needs recent practice, and none was logged in the last 90 days. */
  noPace: boolean;
  /** What to do instead, when pace cannot fix the row ('Add your education start to check this'). */
  advice: string | null;
  sources: RuleSource[];
}

export type DrillDown =
  | 'sessions'
  | 'clients'
  | 'mentor'
  | 'education'
  | 'supervision'
  | 'cpd'
  | 'feedback'
  | 'credentials'
  | 'recordings'
  | 'profile';

export interface PathChoice {
  id: PathId;
  name: string;
}

export interface LevelResult {
  name: string;
  /** 'ICF PCC', 'EMCC Foundation'. */
  title: string;
  /** The credential held at this level, if any: the level is then done. */
  heldSince: string | null;
  path: (PathChoice & { reason: string; coveredByProgramme: string | null; choices: PathChoice[] }) | null;
  requirements: RequirementResult[];
  met: number;
  total: number;
  eligible: boolean;
  /** 'Eligible to apply' or 'N of M requirements met'. */
  summary: string;
  /** The month every open row is met at the current pace, or null. */
  projectedOn: string | null;
  /** 'At your current pace: eligible around <month year>', or null. */
  projection: string | null;
  /** The steps after applying: 'applied on', the exam, and the award (which becomes a credential held). */
  steps: { exam: string | null; appliedOn: string | null; examPassedOn: string | null };
  /** Changes the body has announced for this level, with what each means for the coach. */
  changes: { effectiveOn: string; summary: string; meaning: string; source: RuleSource }[];
}

export interface BodyResult {
  body: BodyId;
  bodyName: string;
  version: string;
  validFrom: string;
  checkedOn: string;
  sources: RuleSource[];
  unconfirmedNote: string;
  levels: LevelResult[];
}
