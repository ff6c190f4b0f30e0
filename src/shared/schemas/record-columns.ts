import { credentialBodyLabels, credentialLevelLabels } from './credentials';
import { educationKindLabels } from './education';
import type { ColumnDefinition } from './export-import';
import { feedbackKindLabels } from './feedback';
import { mentorCoachingFormatLabels, mentorCredentialLabels, mentorQualificationLabels } from './mentor-coaching';
import { recordingLevelLabels } from './recordings';

/**
 * The records a coach keeps for accreditation (ADR 024): in the backup, and one CSV file or
 * workbook sheet each that imports back through the same column mapping as the logbook's entities.
 */
export const recordKeys = [
  'educationRecords',
  'mentorCoachingSessions',
  'credentials',
  'feedbackEntries',
  'performanceRecordings',
] as const;
export type RecordKey = (typeof recordKeys)[number];

export const recordLabels: Record<RecordKey, string> = {
  educationRecords: 'Education',
  mentorCoachingSessions: 'Mentor coaching',
  credentials: 'Credentials held',
  feedbackEntries: 'Feedback and reflections',
  performanceRecordings: 'Recordings',
};

export const recordFileNames: Record<RecordKey, string> = {
  educationRecords: 'education',
  mentorCoachingSessions: 'mentor-coaching',
  credentials: 'credentials',
  feedbackEntries: 'feedback-and-reflections',
  performanceRecordings: 'recordings',
};

export const recordColumns: Record<RecordKey, ColumnDefinition[]> = {
  educationRecords: [
    { key: 'programmeName', header: 'Programme', kind: 'text', required: true },
    { key: 'provider', header: 'Provider', kind: 'text', required: true },
    { key: 'kind', header: 'Kind', kind: 'choice', required: true, choices: educationKindLabels },
    { key: 'startDate', header: 'Start date', kind: 'date', required: true },
    { key: 'endDate', header: 'End date', kind: 'date' },
    { key: 'totalHours', header: 'Total hours', kind: 'decimal', required: true },
    { key: 'synchronousHours', header: 'Synchronous hours', kind: 'decimal', required: true },
    { key: 'certificateReference', header: 'Certificate reference', kind: 'text' },
    { key: 'coreCompetencyHours', header: 'Core Competencies hours', kind: 'decimal' },
  ],
  mentorCoachingSessions: [
    { key: 'mentorName', header: 'Mentor', kind: 'text', required: true },
    { key: 'mentorEmail', header: 'Mentor e-mail', kind: 'text' },
    {
      key: 'mentorCredential',
      header: 'Mentor credential',
      kind: 'choice',
      required: true,
      choices: mentorCredentialLabels,
    },
    { key: 'date', header: 'Date', kind: 'date', required: true },
    { key: 'duration', header: 'Duration (minutes)', kind: 'integer', required: true },
    { key: 'format', header: 'Format', kind: 'choice', required: true, choices: mentorCoachingFormatLabels },
    { key: 'groupSize', header: 'Group size', kind: 'integer' },
    { key: 'notes', header: 'Notes', kind: 'text' },
    { key: 'mentorCredentialCurrent', header: "Mentor's credential current", kind: 'boolean' },
    { key: 'mentorRenewed', header: 'Mentor had renewed their ACC', kind: 'boolean' },
    {
      key: 'mentorQualification',
      header: 'Mentor Coach Specialization',
      kind: 'choice',
      choices: mentorQualificationLabels,
    },
  ],
  credentials: [
    { key: 'body', header: 'Body', kind: 'choice', required: true, choices: credentialBodyLabels },
    { key: 'level', header: 'Level', kind: 'choice', required: true, choices: credentialLevelLabels },
    { key: 'awardedOn', header: 'Awarded on', kind: 'date', required: true },
    { key: 'expiresOn', header: 'Expires on', kind: 'date' },
  ],
  feedbackEntries: [
    { key: 'kind', header: 'Kind', kind: 'choice', required: true, choices: feedbackKindLabels },
    { key: 'date', header: 'Date', kind: 'date', required: true },
    { key: 'clientName', header: 'Client', kind: 'text' },
    { key: 'clientEmail', header: 'Client e-mail', kind: 'text' },
    { key: 'content', header: 'Text', kind: 'text', required: true },
  ],
  performanceRecordings: [
    { key: 'level', header: 'For the credential', kind: 'choice', required: true, choices: recordingLevelLabels },
    { key: 'recordedOn', header: 'Recorded on', kind: 'date', required: true },
    { key: 'duration', header: 'Length (minutes)', kind: 'integer', required: true },
    { key: 'clientName', header: 'Client', kind: 'text' },
    { key: 'clientEmail', header: 'Client e-mail', kind: 'text' },
    { key: 'permissionOn', header: 'Permission to record given on', kind: 'date' },
    { key: 'transcriptDone', header: 'Transcript done', kind: 'boolean' },
    { key: 'selfReviewDone', header: 'Self-review done', kind: 'boolean' },
    { key: 'mentorFeedback', header: "Mentor's feedback", kind: 'text' },
  ],
};
