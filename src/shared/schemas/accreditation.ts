import { z } from 'zod';
import { notTrackedIds, ruleSets } from '../domain/accreditation/overview';
import type { AccreditationOverview } from '../domain/accreditation/overview';
import type { BodyId } from '../domain/accreditation/types';
import { calendarDate } from './fields';

/** The coach's own calendar date, so that windows end where they are. */
export const accreditationQuerySchema = z.object({ today: calendarDate().optional() });

const requirementIds = new Set(
  Object.values(ruleSets).flatMap((rules) => rules.levels.flatMap((level) => level.requirements.map((row) => row.id))),
);

export const notTrackedParamSchema = z.object({
  requirementId: z
    .string()
    .max(100, { message: 'Requirement not found' })
    .refine((id) => notTrackedIds.has(id), { message: 'Requirement not found' }),
});

export const requirementParamSchema = z.object({
  requirementId: z
    .string()
    .max(100, { message: 'Requirement not found' })
    .refine((id) => requirementIds.has(id), { message: 'Requirement not found' }),
});

export const tickInputSchema = z.object({ doneOn: calendarDate('The date it was done is required') });
export type TickInput = z.infer<typeof tickInputSchema>;

/** null goes back to the default: the earliest start of coach-specific education. */
export const educationStartInputSchema = z.object({ educationStart: calendarDate().nullable() });
export type EducationStartInput = z.infer<typeof educationStartInputSchema>;

export const drillDownQuerySchema = z.object({
  today: calendarDate().optional(),
  page: z.coerce
    .number({ message: 'Page must be a whole number' })
    .int({ message: 'Page must be a whole number' })
    .min(1, { message: 'Page must be a whole number' })
    .max(10_000, { message: 'Page must be a whole number' })
    .default(1),
});

export const DRILL_DOWN_PAGE_SIZE = 50;

/** One row behind a figure: what it is, and whether it counts, with the reason when it does not. */
export interface DrillDownRow {
  id: string;
  date: string;
  title: string;
  detail: string | null;
  hours: number | null;
  counts: boolean;
  reason: string;
}

export interface DrillDownPage {
  requirementId: string;
  label: string;
  rows: DrillDownRow[];
  page: number;
  pageSize: number;
  total: number;
  counted: number;
}

export interface AccreditationResponse extends AccreditationOverview {
  /** The coach's own date, else null (the earliest education start is used). */
  educationStartOverride: string | null;
  earliestEducationStart: string | null;
}

export const bodyTabs: BodyId[] = ['ICF', 'EMCC', 'AC'];

const bodyLevels = Object.fromEntries(
  Object.values(ruleSets).map((rules) => [rules.body, rules.levels.map((level) => level.name)]),
) as Record<BodyId, string[]>;

/** One level of one body, for its application pack. */
export const packQuerySchema = z
  .object({
    body: z.enum(bodyTabs, { message: 'Unknown body' }),
    level: z.string().max(40, { message: 'Unknown level' }),
    today: calendarDate().optional(),
  })
  .refine((value) => bodyLevels[value.body].includes(value.level), { path: ['level'], message: 'Unknown level' });
export type PackQuery = z.infer<typeof packQuerySchema>;
