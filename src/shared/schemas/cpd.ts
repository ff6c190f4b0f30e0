import { z } from 'zod';
import type { DateSense } from '../domain/plausible-dates';
import { checkDates, confirmedDatesField } from './dated-record';
import { calendarDate, optionalText, requiredText, uuidParam } from './fields';
import { newRecordSchema } from './new-record';
import type { Page } from '@/shared/domain/paging';
import { pageQuery } from './paging';

/** ICF's split of Continuing Coach Education units. */
export const cpdCategories = ['core_competencies', 'resource_development'] as const;
export type CpdCategory = (typeof cpdCategories)[number];
export const cpdCategoryLabels: Record<CpdCategory, string> = {
  core_competencies: 'Core Competencies',
  resource_development: 'Resource Development',
};

const cpdRecordFields = z.object({
  title: requiredText(200, 'Title is required', 'Title'),
  date: calendarDate(),
  // Typed input so that a form can hold the number input's text; the server receives numbers.
  hours: z.coerce
    .number<number | string>({ message: 'Hours must be a number' })
    .min(0.25, { message: 'Hours must be at least 0.25' })
    .max(100, { message: 'Hours must be at most 100' })
    .refine((value) => Number.isInteger(value * 4), { message: 'Hours must be in quarter-hour steps (0.25)' }),
  category: z.enum(cpdCategories, { message: 'Please choose a category' }),
  coachingEthics: z.boolean().default(false),
  provider: optionalText(200, 'Provider'),
  notes: optionalText(20_000, 'Notes'),
  confirmedDates: confirmedDatesField,
});

/** A CPD record as the form and the API take it; its date is judged with the coach's sense of dates. */
export const cpdRecordInputSchema = (sense: DateSense) =>
  cpdRecordFields.superRefine(checkDates(sense, (value) => [['date', value.date, 'cpd']]));

export type CpdRecordFormValues = z.input<ReturnType<typeof cpdRecordInputSchema>>;
export type CpdRecordInput = z.output<ReturnType<typeof cpdRecordInputSchema>>;

export const newCpdRecordSchema = (sense: DateSense) => newRecordSchema(cpdRecordInputSchema(sense));
export type NewCpdRecordInput = z.output<ReturnType<typeof newCpdRecordSchema>>;

export const cpdRecordIdSchema = uuidParam('CPD record');

/** The coach's own calendar date: "this year" and "the last three years" are counted from it. */
export const cpdRecordListQuerySchema = z.object({ ...pageQuery, today: calendarDate().optional() });
export type CpdRecordListQuery = z.output<typeof cpdRecordListQuerySchema>;

export interface CpdRecord {
  id: string;
  title: string;
  date: string;
  hours: number;
  category: CpdCategory;
  coachingEthics: boolean;
  provider: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Totals an ICF renewal asks for: all time, this year, and the last three years by category. */
export interface CpdTotals {
  allTime: number;
  thisYear: number;
  lastThreeYears: { total: number; coreCompetencies: number; resourceDevelopment: number; coachingEthics: number };
}

/** A page of the coach's CPD, with the totals of the whole. */
export interface CpdRecordList extends Page<CpdRecord> {
  totals: CpdTotals;
}
