import { z } from 'zod';
import { calendarDate, optionalText, uuidParam } from './fields';
import { newRecordSchema } from './new-record';
import { optionalCalendarDate, recordDurationMinutes } from './record-fields';

export const recordingLevels = ['acc', 'pcc', 'mcc'] as const;
export type RecordingLevel = (typeof recordingLevels)[number];
export const recordingLevelLabels: Record<RecordingLevel, string> = { acc: 'ACC', pcc: 'PCC', mcc: 'MCC' };

/**
 * A recording for ICF's performance evaluation and its checklist (performance evaluations page):
 * the client's written permission, the transcript, a self-review against the markers, and the
 * mentor's feedback.
 */
export const recordingInputSchema = z
  .object({
    level: z.enum(recordingLevels, { message: 'Please choose the credential it is for' }),
    recordedOn: calendarDate('The date of the recording is required'),
    duration: recordDurationMinutes,
    clientId: z
      .union([z.literal(''), z.uuid({ message: 'Client not found' })], { message: 'Client not found' })
      .nullish()
      .transform((value) => (value ? value : null)),
    permissionOn: optionalCalendarDate(),
    transcriptDone: z.boolean({ message: 'Transcript done must be yes or no' }).default(false),
    selfReviewDone: z.boolean({ message: 'Self-review done must be yes or no' }).default(false),
    mentorFeedback: optionalText(20_000, "Mentor's feedback"),
  })
  .refine((value) => !value.permissionOn || value.permissionOn <= value.recordedOn, {
    path: ['permissionOn'],
    message: 'Permission must be given before the session is recorded',
  });

export type RecordingFormValues = z.input<typeof recordingInputSchema>;
export type RecordingInput = z.output<typeof recordingInputSchema>;
export const newRecordingSchema = newRecordSchema(recordingInputSchema);
export type NewRecordingInput = z.output<typeof newRecordingSchema>;
export const recordingIdSchema = uuidParam('Recording');

export interface Recording {
  id: string;
  level: RecordingLevel;
  recordedOn: string;
  duration: number;
  clientId: string | null;
  clientName: string | null;
  permissionOn: string | null;
  transcriptDone: boolean;
  selfReviewDone: boolean;
  mentorFeedback: string | null;
  /** Every item of the checklist done: it counts for its credential. */
  ready: boolean;
  createdAt: string;
  updatedAt: string;
}
