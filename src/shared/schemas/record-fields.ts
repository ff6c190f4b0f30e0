import { z } from 'zod';
import { calendarDate, optionalText, requiredText } from './fields';

// C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
// refuses U+0000 in text, so letting it through would turn a user's typo into a server error.
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

const controlMessage = (label: string) => `${label} contains a character that cannot be saved`;

export function hasControlCharacters(value: string) {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/** requiredText that also refuses control characters. */
export const requiredRecordText = (max: number, requiredMessage: string, label: string) =>
  requiredText(max, requiredMessage, label).refine((value) => !hasControlCharacters(value), {
    message: controlMessage(label),
  });

/** optionalText that also refuses control characters. */
export const optionalRecordText = (max: number, label: string) =>
  optionalText(max, label).refine((value) => value === null || !hasControlCharacters(value), {
    message: controlMessage(label),
  });

/** An optional calendar date from a form: a blank input is null. */
export const optionalCalendarDate = () =>
  z
    .string({ message: 'Please enter a valid date' })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(calendarDate().nullable());

/**
 * A number from a number input's text or from JSON: anything else (a boolean, an object) is
 * refused rather than coerced, and a blank input gets `message`.
 */
export const formNumber = (message: string) =>
  z.union([z.number(), z.string()], { message }).transform((value, ctx) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

/** Whole minutes, as `durationMinutes` in fields.ts, without coercing booleans. */
export const recordDurationMinutes = formNumber('Duration must be at least 1 minute')
  .refine(Number.isInteger, { message: 'Duration must be a whole number of minutes' })
  .refine((value) => value >= 1, { message: 'Duration must be at least 1 minute' })
  .refine((value) => value <= 1440, { message: 'Duration must be at most 1,440 minutes (24 hours)' });
