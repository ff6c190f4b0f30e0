import { z } from 'zod';
import { calendarDate, optionalText, requiredText, uuidParam } from './fields';
import { newRecordSchema } from './new-record';
import { formNumber, recordDurationMinutes } from './record-fields';

export const mentorCredentials = ['acc', 'pcc', 'mcc', 'other'] as const;
export type MentorCredential = (typeof mentorCredentials)[number];
export const mentorCredentialLabels: Record<MentorCredential, string> = {
  acc: 'ACC',
  pcc: 'PCC',
  mcc: 'MCC',
  other: 'Other',
};

export const mentorCoachingFormats = ['one_to_one', 'group'] as const;
export type MentorCoachingFormat = (typeof mentorCoachingFormats)[number];
export const mentorCoachingFormatLabels: Record<MentorCoachingFormat, string> = {
  one_to_one: 'One-to-one',
  group: 'Group',
};

export const mentorQualifications = ['acc', 'pcc', 'mcc'] as const;
export type MentorQualification = (typeof mentorQualifications)[number];
export const mentorQualificationLabels: Record<MentorQualification, string> = {
  acc: 'Mentor Coach Specialization, ACC level',
  pcc: 'Mentor Coach Specialization, PCC level',
  mcc: 'Mentor Coach Specialization, MCC level',
};

/** ICF counts group mentor coaching only in groups of at most ten. */
export const MENTOR_GROUP_SIZE = { min: 2, max: 10 } as const;
const groupSizeMessage = `Group size must be from ${MENTOR_GROUP_SIZE.min} to ${MENTOR_GROUP_SIZE.max}`;

export const mentorCoachingSessionInputSchema = z
  .object({
    mentorName: requiredText(200, "Mentor's name is required", "Mentor's name"),
    mentorEmail: z
      .string({ message: 'Please enter a valid email address' })
      .trim()
      .max(320, { message: 'Please enter a valid email address' })
      .refine((value) => value === '' || z.email().safeParse(value).success, {
        message: 'Please enter a valid email address',
      })
      .nullish()
      .transform((value) => (value ? value : null)),
    mentorCredential: z.enum(mentorCredentials, { message: "Please choose the mentor's credential" }),
    date: calendarDate(),
    duration: recordDurationMinutes,
    format: z.enum(mentorCoachingFormats, { message: 'Please choose one-to-one or group' }),
    groupSize: z
      .union([z.literal(''), formNumber(groupSizeMessage)], { message: groupSizeMessage })
      .nullish()
      .transform((value) => (typeof value === 'number' ? value : null)),
    notes: optionalText(20_000, 'Notes'),
    /** ICF counts a mentor only with a current credential, an ACC mentor only after one renewal (mentor coaching page). */
    mentorCredentialCurrent: z.boolean({ message: 'Say whether the credential was current' }).default(true),
    mentorRenewed: z.boolean({ message: 'Say whether the mentor has renewed' }).default(false),
    /** ICF's Mentor Coach Specialization and its level; from 1 January 2027 new mentor coaching needs it. */
    mentorQualification: z
      .union([z.literal(''), z.enum(mentorQualifications)], { message: 'Please choose a level of the specialization' })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((value, ctx) => {
    if (value.format !== 'group') return;
    const size = value.groupSize;
    if (size === null) {
      ctx.addIssue({ code: 'custom', path: ['groupSize'], message: 'Group size is required for group mentoring' });
    } else if (!Number.isInteger(size) || size < MENTOR_GROUP_SIZE.min || size > MENTOR_GROUP_SIZE.max) {
      ctx.addIssue({ code: 'custom', path: ['groupSize'], message: groupSizeMessage });
    }
  })
  // One-to-one mentoring has no group size, whatever the form still held.
  .transform((value) => ({ ...value, groupSize: value.format === 'group' ? value.groupSize : null }));

export type MentorCoachingSessionFormValues = z.input<typeof mentorCoachingSessionInputSchema>;
export type MentorCoachingSessionInput = z.output<typeof mentorCoachingSessionInputSchema>;

export const newMentorCoachingSessionSchema = newRecordSchema(mentorCoachingSessionInputSchema);
export type NewMentorCoachingSessionInput = z.output<typeof newMentorCoachingSessionSchema>;

export const mentorCoachingSessionIdSchema = uuidParam('Mentor coaching session');

export interface MentorCoachingSession {
  id: string;
  mentorName: string;
  mentorEmail: string | null;
  mentorCredential: MentorCredential;
  date: string;
  /** Minutes. */
  duration: number;
  format: MentorCoachingFormat;
  groupSize: number | null;
  notes: string | null;
  mentorCredentialCurrent: boolean;
  mentorRenewed: boolean;
  mentorQualification: MentorQualification | null;
  createdAt: string;
  updatedAt: string;
}
