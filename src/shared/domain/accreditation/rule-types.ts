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
