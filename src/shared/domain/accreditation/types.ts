import type { EducationKind } from '../../schemas/education';

/**
 * Accreditation rules are data: each body's rule set, dated, lists each level's application paths
 * and each path's requirements as rows, and one pure evaluator turns the coach's aggregate
 * figures into met / not yet / not tracked. A new rule version is a new `RuleSet` value with its
 * own dates, never a new code path (ADR 025, ADR 037).
 */
export type BodyId = 'ICF' | 'EMCC' | 'AC';
export type MentorCredential = 'ACC' | 'PCC' | 'MCC' | 'Other';
/** The levels of ICF's Mentor Coach Specialization a mentor can hold. */
export type MentorQualification = 'acc' | 'pcc' | 'mcc';
export type { EducationKind };

/** A page that states a rule: a deep link, who wrote it and when we last read it. */
export interface RuleSource {
  title: string;
  url: string;
  checkedOn: string;
  /** Set when the figure comes from someone other than the body itself: it is then UNCONFIRMED. */
  thirdParty?: boolean;
}

/** A window back from today, in calendar months or days. */
export interface Window {
  months?: number;
  days?: number;
}

interface BaseRequirement {
  /** Stable across versions, so that a coach's tick on a 'not tracked' row survives a new version. */
  id: string;
  label: string;
  /** The body has not published this figure in a form we could check. */
  unconfirmed?: boolean;
  /** The pages that state this row. */
  sources: RuleSource[];
}

/**
 * ICF counts the hours its log would list ('icfLog': since the start of coach-specific
 * education, clients who consented, groups of at most 15); EMCC and AC count every completed
 * session ('all').
 */
export type SessionScope = 'all' | 'icfLog';

/** Requirements the product measures from the logbook. */
export type MeasuredRequirement = BaseRequirement &
  (
    | { kind: 'educationHours'; target: number }
    | { kind: 'programmeCompleted'; target: 1; kinds: EducationKind[] }
    | { kind: 'experienceHours'; target: number; scope: SessionScope; window?: Window }
    | { kind: 'paidHours'; target: number; scope: SessionScope }
    | { kind: 'distinctClients'; target: number; scope: SessionScope }
    | { kind: 'yearsPractising'; target: number }
    | { kind: 'entries'; entry: 'feedback' | 'reflection'; target: number; window: Window }
    | { kind: 'cpdHours'; target: number; window: Window }
    | { kind: 'cpdRecords'; target: number; window: Window }
    | { kind: 'supervisionQuarters'; target: number; hoursPerQuarter: number }
    | { kind: 'monthsInSupervision'; target: number }
    | { kind: 'credentialHeld'; target: 1; body: BodyId; levels: string[] }
    | { kind: 'mentorCoaching'; target: number; mentor: MentorRule }
    | { kind: 'recordings'; target: number; level: 'acc' | 'pcc' | 'mcc' }
  );

/** What the product cannot know (client references, a supervisor's report): the coach ticks it with a date. */
export type NotTrackedRequirement = BaseRequirement & { kind: 'notTracked' };

export type Requirement = MeasuredRequirement | NotTrackedRequirement;

export interface MentorRule {
  oneToOneHours: number;
  groupHoursCap: number;
  spreadMonths: number;
  /** Mentors with these credentials count; the credential must be current on the session's date. */
  credentials: MentorCredential[];
  /** ACC mentors count only once they have renewed their ACC at least once. */
  accMentorRenewed: boolean;
  /** From this date, a session counts only with a mentor holding ICF's Mentor Coach Specialization at one of these levels. */
  qualification: { from: string; levels: MentorQualification[] } | null;
  /** Sessions before the award of these ICF credentials were used for them and do not count again (MCC). */
  excludeBeforeAwardOf: string[];
}

export type PathId = 'standard' | 'level1' | 'level2' | 'level3' | 'portfolio';

/** One way to apply for a level; ICF's follow from the coach's education (its Level 1/2/3, ACTP). */
export interface ApplicationPath {
  id: PathId;
  name: string;
  /** Programmes of these kinds open the path; none: open to everyone. */
  programmeKinds: EducationKind[];
  /** What the programme already covered, said on the page: 'Mentor coaching and the performance evaluation were part of your programme'. */
  coveredByProgramme: string | null;
  requirements: Requirement[];
}

export interface Level {
  name: string;
  paths: ApplicationPath[];
  /** The exam the body sets after the application, or null when there is none. */
  exam: string | null;
}

/** A change a body has announced, with what it changes: the page says what it means for the coach. */
export interface AnnouncedChange {
  effectiveOn: string;
  summary: string;
  source: RuleSource;
  /** 'mentorQualification': mentor coaching from that date counts only with a qualified mentor; 'dropRequirement': these rows go. */
  kind: 'mentorQualification' | 'dropRequirement';
  /** The levels and paths the change reaches. */
  levels: string[];
  paths: PathId[];
}

export interface RuleSet {
  body: BodyId;
  bodyName: string;
  version: string;
  /** The rules apply to applications from this date, until `validUntil` (inclusive; null: until further notice). */
  validFrom: string;
  validUntil: string | null;
  /** The date the figures were last compared with the sources. */
  checkedOn: string;
  /** Shown beside each UNCONFIRMED row. */
  unconfirmedNote: string;
  levels: Level[];
  renewal: RenewalRules | null;
  /** The change this version brings, said on the page while it is still to come. */
  change: AnnouncedChange | null;
}

/** Requirements of a renewal cycle, measured on the figures of the cycle. */
export type RenewalRequirement = BaseRequirement &
  (
    | { kind: 'cceUnits'; target: number; resourceDevelopmentCap: number; supervisionMentorCap: number }
    | { kind: 'coreCompetencyUnits'; target: number }
    | { kind: 'ethicsUnits'; target: number }
    | { kind: 'cycleMentorCoaching'; target: number; mentor: MentorRule }
  );

export interface RenewalRules {
  cycleYears: number;
  /** How early an application may go in; null when the body does not say. */
  submitMonthsBefore: number | null;
  /** Rows of every renewal: cycle rows, or the body's ongoing rows (EMCC's supervision and CPD). */
  requirements: (RenewalRequirement | Requirement)[];
  /** Further rows for one level (ICF ACC: mentor coaching again). */
  byLevel: Record<string, RenewalRequirement[]>;
}

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
