/**
 * Accreditation rules are data: a body's rule set lists each level's requirements as rows, and one
 * pure evaluator per body turns the coach's aggregate figures into met / not yet / not tracked.
 * A new rule version is a new `RuleSet` value, never a new code path (ADR 025).
 */
export type BodyId = 'ICF' | 'EMCC' | 'AC';
export type MentorCredential = 'ACC' | 'PCC' | 'MCC' | 'Other';

export interface RuleSource {
  title: string;
  url: string;
  /** Set when the figure comes from someone other than the body itself. */
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
}

/** Requirements the product measures from the logbook. */
export type MeasuredRequirement = BaseRequirement &
  (
    | { kind: 'educationHours'; target: number }
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
  );

/** What the product cannot know (an exam, recordings): the coach ticks it as done. */
export type NotTrackedRequirement = BaseRequirement & { kind: 'notTracked' };

export type Requirement = MeasuredRequirement | NotTrackedRequirement;

/** ICF counts experience from the start of coach-specific education; EMCC and AC count it all. */
export type SessionScope = 'all' | 'sinceEducation';

export interface MentorRule {
  oneToOneHours: number;
  groupHoursCap: number;
  spreadMonths: number;
  credentials: MentorCredential[];
}

export interface Level {
  name: string;
  requirements: Requirement[];
}

export interface RuleSet {
  body: BodyId;
  bodyName: string;
  version: string;
  /** The date the figures were last compared with the sources. */
  checkedOn: string;
  sources: RuleSource[];
  /** Shown beside each UNCONFIRMED row. */
  unconfirmedNote: string;
  levels: Level[];
  renewal: RenewalRules | null;
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
  requirements: (RenewalRequirement | MeasuredRequirement)[];
  /** Further rows for one level (ICF ACC: mentor coaching again). */
  byLevel: Record<string, RenewalRequirement[]>;
}

/** Sessions that count in one scope over one period. */
export interface SessionTotals {
  minutes: number;
  paidMinutes: number;
  clients: number;
}

export interface MentorTotals {
  credential: MentorCredential;
  oneToOneMinutes: number;
  groupMinutes: number;
  first: string | null;
  last: string | null;
  /** Minutes received in the pace window. */
  paceMinutes: number;
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
  mentor: MentorTotals[];
}

/** Everything the evaluators read: aggregates from one SQL statement, plus the coach's ticks. */
export interface AccreditationFigures {
  today: string;
  /** The coach's chosen date, else the earliest education start, else null. */
  educationStart: string | null;
  educationHours: number;
  firstPractisedOn: string | null;
  /** The key 'all' holds every figure ever; other keys are the windows the rules asked for. */
  windows: Record<string, WindowFigures>;
  supervisionFirst: string | null;
  supervisionLast: string | null;
  mentor: MentorTotals[];
  credentials: HeldCredential[];
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
  /** What is still missing, in words; null when met. */
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
  /** What to do instead, when pace cannot fix the row. */
  advice: string | null;
}

export type DrillDown =
  'sessions' | 'mentor' | 'education' | 'supervision' | 'cpd' | 'feedback' | 'credentials' | 'profile';

export interface LevelResult {
  name: string;
  requirements: RequirementResult[];
  met: number;
  total: number;
  eligible: boolean;
  /** 'Eligible to apply' or 'N of M requirements met'. */
  summary: string;
  /** 'At your current pace: eligible around <month year>', or null. */
  projection: string | null;
}

export interface BodyResult {
  body: BodyId;
  bodyName: string;
  version: string;
  checkedOn: string;
  sources: RuleSource[];
  unconfirmedNote: string;
  levels: LevelResult[];
}
