import type { QueryClient } from '@tanstack/react-query';

/**
 * The first element of every query key of one kind of data, so that one invalidation reaches all
 * its queries (lists, details, any filter). Features build their keys from these.
 */
export const queryRoots = {
  clients: ['clients'],
  coachingSessions: ['coaching-sessions'],
  supervisionSessions: ['supervision-sessions'],
  /** The CPD list and its totals come in one answer. */
  cpdRecords: ['cpd-records'],
  growPlans: ['grow-plans'],
  wheelAssessments: ['wheel-assessments'],
  coachQuestions: ['coach-questions'],
  educationRecords: ['education-records'],
  mentorCoachingSessions: ['mentor-coaching-sessions'],
  credentials: ['credentials'],
  feedbackEntries: ['feedback-entries'],
  recordings: ['performance-recordings'],
  dashboard: ['dashboard'],
  reports: ['reports'],
  accreditation: ['accreditation'],
  exportSummary: ['export-summary'],
  /** Sessions waiting in 'From your calendar' show whether their client's day is already logged. */
  calendar: ['calendar'],
} as const;

export type QueryRoot = keyof typeof queryRoots;

/** What a coach records: the logbook, the coaching tools, and the accreditation records. */
export type RecordKind =
  | 'client'
  | 'coaching-session'
  | 'supervision-session'
  | 'cpd-record'
  | 'grow-plan'
  | 'wheel-assessment'
  | 'coach-question'
  | 'education'
  | 'mentor-coaching'
  | 'credential'
  | 'feedback'
  | 'recording'
  /** A 'not tracked' requirement ticked as done, or the chosen start of coach-specific education. */
  | 'accreditation-setting';

/** The figures every logbook record counts towards. */
const LOGBOOK_FIGURES = ['dashboard', 'reports', 'accreditation', 'exportSummary'] as const satisfies QueryRoot[];
/** Accreditation records count towards a level's requirements, shown there and on the dashboard. */
const ACCREDITATION_FIGURES = ['accreditation', 'dashboard', 'exportSummary'] as const satisfies QueryRoot[];

/**
 * The one map from each kind of record to every query that shows it or a figure derived from it
 * (issue 19): every change a coach makes, online or sent later from the offline outbox, refreshes
 * exactly these. A new screen with figures adds its query here, not to each mutation.
 */
export const queriesShowing: Record<RecordKind, readonly QueryRoot[]> = {
  // A client's name appears beside their sessions, tools and figures; deleting one deletes those.
  // Consent and group members move ICF's figures; recordings show the client's name.
  client: [
    'clients',
    'coachingSessions',
    'growPlans',
    'wheelAssessments',
    'recordings',
    'calendar',
    ...LOGBOOK_FIGURES,
  ],
  // Clients show each one's session count and hours.
  'coaching-session': ['coachingSessions', 'clients', 'calendar', ...LOGBOOK_FIGURES],
  'supervision-session': ['supervisionSessions', ...LOGBOOK_FIGURES],
  'cpd-record': ['cpdRecords', ...LOGBOOK_FIGURES],
  // The export page counts the tools' records too.
  'grow-plan': ['growPlans', 'exportSummary'],
  'wheel-assessment': ['wheelAssessments', 'exportSummary'],
  'coach-question': ['coachQuestions', 'exportSummary'],
  education: ['educationRecords', ...ACCREDITATION_FIGURES],
  'mentor-coaching': ['mentorCoachingSessions', ...ACCREDITATION_FIGURES],
  credential: ['credentials', ...ACCREDITATION_FIGURES],
  feedback: ['feedbackEntries', ...ACCREDITATION_FIGURES],
  recording: ['recordings', ...ACCREDITATION_FIGURES],
  // Not in any export: only the requirement rows and the dashboard's eligibility lines move.
  'accreditation-setting': ['accreditation', 'dashboard'],
};

export const ALL_RECORD_KINDS = Object.keys(queriesShowing) as RecordKind[];

/**
 * After records of these kinds changed: what is on screen is fetched again (the change's promise
 * waits for it), and what is not is dropped from the cache, so a screen opened next loads its
 * figures afresh instead of showing the old ones while it refreshes.
 */
export async function refreshAfterChange(queryClient: QueryClient, kinds: readonly RecordKind[]) {
  const roots = new Set(kinds.flatMap((kind) => queriesShowing[kind]));
  await Promise.all(
    [...roots].map((root) => {
      const queryKey = [...queryRoots[root]];
      queryClient.removeQueries({ queryKey, type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey });
    }),
  );
}
