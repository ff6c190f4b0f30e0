import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from './control-characters';
import { calendarDate, optionalText, uuidParam } from './fields';

export const WHEEL_AREA_COUNT = 8;
export const WHEEL_MIN_SCORE = 1;
export const WHEEL_MAX_SCORE = 10;

/** The usual eight segments of the wheel; a coach renames them to fit the client. */
export const defaultWheelAreas = [
  'Career',
  'Finances',
  'Health',
  'Family and friends',
  'Relationships',
  'Personal growth',
  'Fun and recreation',
  'Physical environment',
] as const;

const wheelArea = z.object({
  name: z
    .string({ message: 'Area name is required' })
    .trim()
    .min(1, { message: 'Area name is required' })
    .max(60, { message: 'Area name must be at most 60 characters' })
    .refine((value) => !hasControlCharacters(value), { message: controlCharactersMessage('Area name') }),
  score: z.coerce
    .number<number | string>({ message: 'Score must be a number' })
    .int({ message: 'Score must be a whole number' })
    .min(WHEEL_MIN_SCORE, { message: 'Score must be between 1 and 10' })
    .max(WHEEL_MAX_SCORE, { message: 'Score must be between 1 and 10' }),
});

export const wheelAssessmentInputSchema = z.object({
  clientId: z.uuid({ message: 'Please choose a client' }),
  date: calendarDate(),
  areas: z
    .array(wheelArea)
    .length(WHEEL_AREA_COUNT, { message: `The wheel has exactly ${WHEEL_AREA_COUNT} areas` })
    .refine((areas) => new Set(areas.map((area) => area.name.toLowerCase())).size === areas.length, {
      message: 'Each area needs its own name',
    }),
  notes: optionalText(20_000, 'Notes'),
});

export type WheelAssessmentFormValues = z.input<typeof wheelAssessmentInputSchema>;
export type WheelAssessmentInput = z.output<typeof wheelAssessmentInputSchema>;
export type WheelArea = z.output<typeof wheelArea>;

export const wheelAssessmentIdSchema = uuidParam('Wheel of Life');

export interface WheelAssessment {
  id: string;
  clientId: string;
  date: string;
  areas: WheelArea[];
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}
