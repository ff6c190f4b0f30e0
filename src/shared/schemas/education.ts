import { z } from 'zod';
import { calendarDate, optionalText, requiredText, uuidParam } from './fields';
import { newRecordSchema } from './new-record';
import { formNumber, optionalCalendarDate } from './record-fields';

export const educationKinds = [
  'icf_level_1',
  'icf_level_2',
  'icf_level_3',
  'actp',
  'acsth',
  'cce',
  'emcc_accredited',
  'ac_accredited',
  'other',
] as const;
export type EducationKind = (typeof educationKinds)[number];
export const educationKindLabels: Record<EducationKind, string> = {
  icf_level_1: 'ICF Level 1',
  icf_level_2: 'ICF Level 2',
  icf_level_3: 'ICF Level 3',
  actp: 'ACTP',
  acsth: 'ACSTH',
  cce: 'CCE',
  emcc_accredited: 'EMCC accredited',
  ac_accredited: 'AC accredited',
  other: 'Other',
};

const hours = (label: string, min: number) =>
  formNumber(`${label} must be a number`)
    .refine((value) => value >= min, { message: `${label} must be at least ${min}` })
    .refine((value) => value <= 5000, { message: `${label} must be at most 5,000` })
    .refine((value) => Number.isInteger(value * 4), { message: `${label} must be in quarter-hour steps (0.25)` });

export const educationRecordInputSchema = z
  .object({
    programmeName: requiredText(200, 'Programme name is required', 'Programme name'),
    provider: requiredText(200, 'Provider is required', 'Provider'),
    kind: z.enum(educationKinds, { message: 'Please choose a kind of programme' }),
    startDate: calendarDate('A start date is required'),
    endDate: optionalCalendarDate(),
    totalHours: hours('Total hours', 0.25),
    synchronousHours: hours('Synchronous hours', 0),
    certificateReference: optionalText(200, 'Certificate reference'),
    /** Hours on ICF's Core Competencies: a programme of 30 hours with 24 of them starts ICF's count of experience. */
    coreCompetencyHours: z
      .union([z.literal(''), hours('Core Competencies hours', 0)], {
        message: 'Core Competencies hours must be a number',
      })
      .nullish()
      .transform((value) => (typeof value === 'number' ? value : null)),
  })
  .superRefine((value, ctx) => {
    if (value.synchronousHours > value.totalHours) {
      ctx.addIssue({
        code: 'custom',
        path: ['synchronousHours'],
        message: 'Synchronous hours cannot be more than the total hours',
      });
    }
    if (value.coreCompetencyHours !== null && value.coreCompetencyHours > value.totalHours) {
      ctx.addIssue({
        code: 'custom',
        path: ['coreCompetencyHours'],
        message: 'Core Competencies hours cannot be more than the total hours',
      });
    }
    if (value.endDate !== null && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date' });
    }
  });

export type EducationRecordFormValues = z.input<typeof educationRecordInputSchema>;
export type EducationRecordInput = z.output<typeof educationRecordInputSchema>;

export const newEducationRecordSchema = newRecordSchema(educationRecordInputSchema);
export type NewEducationRecordInput = z.output<typeof newEducationRecordSchema>;

export const educationRecordIdSchema = uuidParam('Education record');

export interface EducationRecord {
  id: string;
  programmeName: string;
  provider: string;
  kind: EducationKind;
  startDate: string;
  /** Null while the programme is in progress. */
  endDate: string | null;
  totalHours: number;
  synchronousHours: number;
  certificateReference: string | null;
  coreCompetencyHours: number | null;
  createdAt: string;
  updatedAt: string;
}
