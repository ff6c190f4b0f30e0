import { z } from 'zod';
import type { DateSense } from '../domain/plausible-dates';
import { checkDates, confirmedDatesField } from './dated-record';
import { calendarDate, durationMinutes, optionalText, splitTopics, topicItems, uuidParam } from './fields';
import { newRecordSchema } from './new-record';
import type { Page } from '@/shared/domain/paging';
import { pageQuery } from './paging';

export const supervisionTypes = ['individual', 'group'] as const;
export type SupervisionType = (typeof supervisionTypes)[number];
export const supervisionTypeLabels: Record<SupervisionType, string> = { individual: 'Individual', group: 'Group' };

const supervisionSessionFields = z.object({
  supervisorName: z
    .string({ message: 'Supervisor name must be at least 2 characters' })
    .trim()
    .min(2, { message: 'Supervisor name must be at least 2 characters' })
    .max(200, { message: 'Supervisor name must be at most 200 characters' }),
  date: calendarDate('A date is required'),
  duration: durationMinutes.default(60),
  // The form's comma-separated text must say something: 'Topics are required'.
  topics: z
    .union([z.string(), z.array(z.string())], { message: 'Topics are required' })
    .refine((value) => splitTopics(value).join(', ').length >= 2, { message: 'Topics are required' })
    .transform(splitTopics)
    .pipe(topicItems),
  notes: optionalText(20_000, 'Notes'),
  supervisionType: z.enum(supervisionTypes).default('individual'),
  supervisorAccreditation: optionalText(200, 'Supervisor accreditation'),
  confirmedDates: confirmedDatesField,
});

/** A supervision session as the form and the API take it; its date is judged with the coach's sense of dates. */
export const supervisionSessionInputSchema = (sense: DateSense) =>
  supervisionSessionFields.superRefine(checkDates(sense, (value) => [['date', value.date, 'supervision']]));

export type SupervisionSessionFormValues = z.input<ReturnType<typeof supervisionSessionInputSchema>>;
export type SupervisionSessionInput = z.output<ReturnType<typeof supervisionSessionInputSchema>>;

export const newSupervisionSessionSchema = (sense: DateSense) => newRecordSchema(supervisionSessionInputSchema(sense));
export type NewSupervisionSessionInput = z.output<ReturnType<typeof newSupervisionSessionSchema>>;

export const supervisionSessionIdSchema = uuidParam('Supervision session');

export interface SupervisionSession {
  id: string;
  supervisorName: string;
  date: string;
  duration: number;
  topics: string[];
  notes: string | null;
  supervisionType: SupervisionType;
  supervisorAccreditation: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The coach's own calendar date decides which quarters are the last four. */
export const supervisionListQuerySchema = z.object({ ...pageQuery, today: calendarDate().optional() });
export type SupervisionListQuery = z.output<typeof supervisionListQuerySchema>;

/** One quarter of EMCC's 'at least one hour a quarter', with the supervision recorded in it. */
export interface SupervisionQuarter {
  start: string;
  end: string;
  minutes: number;
  covered: boolean;
}

export interface SupervisionSummary {
  sessions: number;
  minutes: number;
  /** The last quarters back from today, newest first. */
  quarters: SupervisionQuarter[];
}

export interface SupervisionPage extends Page<SupervisionSession> {
  summary: SupervisionSummary;
}
