import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from './control-characters';
import { formatWholeNumber } from '@/shared/domain/decimal';

/** Optional free text: blank becomes null, so the database never stores empty strings. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${formatWholeNumber(max)} characters` })
    .refine((value) => !hasControlCharacters(value), { message: controlCharactersMessage(label) })
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (max: number, requiredMessage: string, label: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage })
    .max(max, { message: `${label} must be at most ${formatWholeNumber(max)} characters` })
    .refine((value) => !hasControlCharacters(value), { message: controlCharactersMessage(label) });

/** The text typed in a search box. */
export const searchText = z
  .string()
  .trim()
  .max(200, { message: 'The search must be at most 200 characters' })
  .refine((value) => !hasControlCharacters(value), { message: controlCharactersMessage('The search') });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD: no time, no time zone, so it never drifts. */
export const calendarDate = (requiredMessage = 'A date is required') =>
  z
    .string({ message: requiredMessage })
    .min(1, { message: requiredMessage, abort: true })
    .refine(
      (value) => {
        if (!ISO_DATE.test(value)) return false;
        const date = new Date(`${value}T00:00:00Z`);
        // PostgreSQL has no year 0; a date it cannot store would otherwise be a 500.
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '0001-01-01';
      },
      { message: 'Please enter a valid date' },
    );

/** Whole minutes, from a number or the text of a number input. */
export const durationMinutes = z.coerce
  .number({ message: 'Duration must be at least 1 minute' })
  .int({ message: 'Duration must be a whole number of minutes' })
  .min(1, { message: 'Duration must be at least 1 minute' })
  .max(1440, { message: 'Duration must be at most 1,440 minutes (24 hours)' });

/** Topics arrive as comma-separated text from a form or as a list from the API; stored as a list. */
export function splitTopics(value: string | string[] | undefined) {
  return (Array.isArray(value) ? value : (value ?? '').split(',')).map((topic) => topic.trim()).filter(Boolean);
}

export const topicItems = z
  .array(
    z
      .string()
      .max(100, { message: 'Each topic must be at most 100 characters' })
      .refine((value) => !hasControlCharacters(value), { message: controlCharactersMessage('A topic') }),
  )
  .max(30, { message: 'At most 30 topics' });

export const topicsList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform(splitTopics)
  .pipe(topicItems);

/** An optional number from a form: an empty input is null. */
export const optionalNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce.number().pipe(schema).nullable(),
  );

export const uuidParam = (what: string) => z.object({ id: z.uuid({ message: `${what} not found` }) });
