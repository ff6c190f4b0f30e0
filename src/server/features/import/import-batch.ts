import type { ClientInput } from '@/shared/schemas/clients';
import type { CoachingSessionInput } from '@/shared/schemas/coaching-sessions';
import type { CpdRecordInput } from '@/shared/schemas/cpd';
import type { CredentialInput } from '@/shared/schemas/credentials';
import type { EducationRecordInput } from '@/shared/schemas/education';
import type { FeedbackEntryInput } from '@/shared/schemas/feedback';
import type { MentorCoachingSessionInput } from '@/shared/schemas/mentor-coaching';
import type { RecordingInput } from '@/shared/schemas/recordings';
import type { CoachQuestionInput } from '@/shared/schemas/coach-questions';
import { backupKeys, type BackupKey, type RowProblem } from '@/shared/schemas/export-import';
import type { GrowPlanInput } from '@/shared/schemas/grow-plans';
import type { SupervisionSessionInput } from '@/shared/schemas/supervision';
import type { WheelAssessmentInput } from '@/shared/schemas/wheel-of-life';

/** A valid row, with where it came from so that a duplicate can be reported by line. */
export interface Planned<T> {
  line: string;
  value: T & { createdAt?: Date | undefined };
}

export interface ClientRef {
  name: string;
  email: string | null;
  /** What a client created for this row starts with (an ICF log row's phone and consent). */
  create?: { phone: string | null; includeInExports: boolean };
}

/** A session row; an imported summary (ADR 016) also carries its period's end. */
export type SessionValue = Omit<CoachingSessionInput, 'clientId'> & {
  client: ClientRef;
  isImportedSummary?: boolean;
  summaryEndDate?: string | null;
};

/** A plan's session is named by its date: one of the plan's client's sessions. */
export type GrowPlanValue = Omit<GrowPlanInput, 'clientId' | 'coachingSessionId'> & {
  client: ClientRef;
  sessionDate: string | null;
};

export type WheelValue = Omit<WheelAssessmentInput, 'clientId'> & { client: ClientRef };

/** Feedback or a reflection, tied to a client of the file or the account, or to none. */
export type FeedbackValue = Omit<FeedbackEntryInput, 'clientId'> & { client: ClientRef | null };

/** A recording for ICF's performance evaluation, tied to a client as feedback is. */
export type RecordingValue = Omit<RecordingInput, 'clientId'> & { client: ClientRef | null };

/** Every valid row of one import, whatever the file's format, and the rows that were not valid. */
export interface ImportBatch {
  clients: Planned<ClientInput>[];
  coachingSessions: Planned<SessionValue>[];
  supervisionSessions: Planned<SupervisionSessionInput>[];
  cpdRecords: Planned<CpdRecordInput>[];
  educationRecords: Planned<EducationRecordInput>[];
  mentorCoachingSessions: Planned<MentorCoachingSessionInput>[];
  credentials: Planned<CredentialInput>[];
  feedbackEntries: Planned<FeedbackValue>[];
  performanceRecordings: Planned<RecordingValue>[];
  coachQuestions: Planned<CoachQuestionInput>[];
  growPlans: Planned<GrowPlanValue>[];
  wheelAssessments: Planned<WheelValue>[];
  errors: RowProblem[];
  totalRows: number;
}

export const emptyBatch = (): ImportBatch => ({
  clients: [],
  coachingSessions: [],
  supervisionSessions: [],
  cpdRecords: [],
  educationRecords: [],
  mentorCoachingSessions: [],
  credentials: [],
  feedbackEntries: [],
  performanceRecordings: [],
  coachQuestions: [],
  growPlans: [],
  wheelAssessments: [],
  errors: [],
  totalRows: 0,
});

export const zeroCounts = () => Object.fromEntries(backupKeys.map((key) => [key, 0])) as Record<BackupKey, number>;

/**
 * The placeholder client id a spreadsheet's session row is validated with: the form's schema
 * needs one, and the import finds (or creates) the real client by name and e-mail afterwards.
 */
export const PENDING_CLIENT_ID = '00000000-0000-4000-8000-000000000000';

/** zod issues as one line: 'Date: Please enter a valid date; Duration: ...'. */
export function issuesText(issues: { path: PropertyKey[]; message: string }[], headers: Record<string, string>) {
  return issues
    .map((issue) => {
      const field = headers[String(issue.path[0] ?? '')];
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** How an import compares names and texts to find a duplicate: case and outer spaces do not count. */
export const fold = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
