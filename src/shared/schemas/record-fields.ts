import { z } from 'zod';
import { calendarDate } from './fields';

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
