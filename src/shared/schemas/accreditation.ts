import { z } from 'zod';
import { notTrackedIds, requirementsById } from '../domain/accreditation/overview';
import type { AccreditationOverview } from '../domain/accreditation/overview';
import { BODIES, ruleSetVersions } from '../domain/accreditation/rules-in-force';
import type { BodyId } from '../domain/accreditation/types';
import { calendarDate } from './fields';
import { optionalCalendarDate } from './record-fields';

/** The coach's own calendar date, so that windows end where they are. */
export const accreditationQuerySchema = z.object({ today: calendarDate().optional() });

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
    .refine((id) => requirementsById.has(id), { message: 'Requirement not found' }),
});

export const tickInputSchema = z.object({ doneOn: calendarDate('The date it was done is required') });
export type TickInput = z.infer<typeof tickInputSchema>;

/** null goes back to the default: the first programme of 30 hours, 24 on the Core Competencies. */
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
  /** Rows one by one, or added up per month or per client with subtotals. */
  group: z.enum(['rows', 'month', 'client'], { message: 'Unknown grouping' }).default('rows'),
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

/** A month's or a client's rows added up: what counts, and what does not. */
export interface DrillDownGroup {
  key: string;
  title: string;
  /** A client's first and last session, in the client grouping. */
  first: string | null;
  last: string | null;
  entries: number;
  countedHours: number;
  otherHours: number;
  /** The client, to open their page (consent, alias). */
  clientId: string | null;
}

export interface DrillDownPage {
  requirementId: string;
  label: string;
  group: 'rows' | 'month' | 'client';
  rows: DrillDownRow[];
  groups: DrillDownGroup[];
  page: number;
  pageSize: number;
  total: number;
  counted: number;
}

export type AccreditationResponse = AccreditationOverview;

export const bodyTabs: BodyId[] = BODIES;

const bodyLevels = Object.fromEntries(
  BODIES.map((body) => [body, [...new Set(ruleSetVersions[body].flatMap((rules) => rules.levels.map((l) => l.name)))]]),
) as Record<BodyId, string[]>;

const bodyAndLevel = z
  .object({
    body: z.enum(BODIES as [BodyId, ...BodyId[]], { message: 'Unknown body' }),
    level: z.string().max(40, { message: 'Unknown level' }),
  })
  .refine((value) => bodyLevels[value.body].includes(value.level), { path: ['level'], message: 'Unknown level' });

/** One level of one body, for its application pack. */
export const packQuerySchema = z
  .object({
    body: z.enum(BODIES as [BodyId, ...BodyId[]], { message: 'Unknown body' }),
    level: z.string().max(40, { message: 'Unknown level' }),
    today: calendarDate().optional(),
  })
  .refine((value) => bodyLevels[value.body].includes(value.level), { path: ['level'], message: 'Unknown level' });
export type PackQuery = z.infer<typeof packQuerySchema>;

/** The credential the coach works towards; the target date is optional. */
export const goalInputSchema = z
  .object({
    body: z.enum(BODIES as [BodyId, ...BodyId[]], { message: 'Please choose a body' }),
    level: z.string({ message: 'Please choose a level' }).max(40, { message: 'Please choose a level' }),
    targetDate: optionalCalendarDate(),
  })
  .refine((value) => bodyLevels[value.body].includes(value.level), {
    path: ['level'],
    message: 'Please choose a level',
  });
export type GoalInput = z.output<typeof goalInputSchema>;
export type GoalFormValues = z.input<typeof goalInputSchema>;

export const levelParamSchema = bodyAndLevel;

/** The ICF levels a coach may choose an application path for. */
export const icfPathLevelSchema = z.object({ level: z.enum(['ACC', 'PCC', 'MCC'], { message: 'Unknown level' }) });

/** The ICF path the coach chooses for a level; null goes back to the one the page assumes. */
export const pathInputSchema = z.object({
  path: z.enum(['level1', 'level2', 'level3', 'portfolio'], { message: 'Unknown path' }).nullable(),
});
export type PathInput = z.infer<typeof pathInputSchema>;

/** The steps after applying: both dates start empty, and the exam cannot come before the application. */
export const stepsInputSchema = z
  .object({ appliedOn: optionalCalendarDate(), examPassedOn: optionalCalendarDate() })
  .refine((value) => !value.appliedOn || !value.examPassedOn || value.examPassedOn >= value.appliedOn, {
    path: ['examPassedOn'],
    message: 'The exam cannot be before the application',
  });
export type StepsInput = z.output<typeof stepsInputSchema>;
export type StepsFormValues = z.input<typeof stepsInputSchema>;

/** 'Credential awarded': it becomes a credential held. */
export const awardInputSchema = z.object({ awardedOn: calendarDate('The award date is required') });
export type AwardInput = z.infer<typeof awardInputSchema>;
