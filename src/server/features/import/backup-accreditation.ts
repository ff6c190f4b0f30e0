import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BodyId } from '@/shared/domain/accreditation/types';
import {
  goalInputSchema,
  icfPathLevelSchema,
  levelParamSchema,
  notTrackedParamSchema,
  pathInputSchema,
  stepsInputSchema,
  tickInputSchema,
  type GoalInput,
  type StepsInput,
} from '@/shared/schemas/accreditation';
import type { RowProblem } from '@/shared/schemas/export-import';
import { calendarDate } from '@/shared/schemas/fields';
import type { Database } from '../../db/database';
import { accreditationGoals, accreditationSettings, accreditationTicks, applicationSteps } from '../../db/schema';
import { issuesText } from './import-batch';

const createdAt = z.iso.datetime({ offset: true, message: 'Created at must be a date and time' }).optional();
const tickSchema = notTrackedParamSchema.extend({ ...tickInputSchema.shape, createdAt });
const educationStartSchema = z.object({ educationStart: calendarDate().nullish() });
// The same schemas as the goal, path and steps endpoints (accreditation.routes.ts).
const goalSchema = goalInputSchema.and(z.object({ createdAt }));
const pathSchema = icfPathLevelSchema.extend({ path: pathInputSchema.shape.path.unwrap() });
const stepSchema = levelParamSchema.and(stepsInputSchema).and(z.object({ createdAt }));

const when = (at: string | undefined) => (at ? new Date(at) : undefined);

export interface BackupAccreditation {
  educationStart: string | null;
  icfPaths: Record<string, string>;
  goal: (GoalInput & { createdAt: Date | undefined }) | null;
  ticks: { requirementId: string; doneOn: string; createdAt: Date | undefined }[];
  steps: (StepsInput & { body: BodyId; level: string; createdAt: Date | undefined })[];
}

const nothing = (): BackupAccreditation => ({ educationStart: null, icfPaths: {}, goal: null, ticks: [], steps: [] });

/**
 * The backup's optional 'accreditation' object (version 3 files written before it have none, and
 * before version 4 no goal, paths or steps): each part through its endpoint's schemas; a bad one
 * is reported by place and left out.
 */
export function backupAccreditation(data: unknown, errors: RowProblem[]): BackupAccreditation {
  const section = z
    .object({
      educationStart: z.unknown().optional(),
      icfPaths: z.record(z.string().max(40), z.unknown()).default({}),
      goal: z.unknown().optional(),
      ticks: z.array(z.unknown()).default([]),
      steps: z.array(z.unknown()).default([]),
    })
    .safeParse(data ?? {});
  if (!section.success) {
    errors.push({
      line: 'Accreditation',
      message: "'accreditation' in the backup is not an object with lists of ticks and steps",
    });
    return nothing();
  }
  const problem = (line: string, issues: z.core.$ZodIssue[]) => errors.push({ line, message: issuesText(issues, {}) });
  const start = educationStartSchema.safeParse({ educationStart: section.data.educationStart });
  if (!start.success) problem('Accreditation', start.error.issues);

  const icfPaths: Record<string, string> = {};
  for (const [level, path] of Object.entries(section.data.icfPaths)) {
    const chosen = pathSchema.safeParse({ level, path });
    if (chosen.success) icfPaths[chosen.data.level] = chosen.data.path;
    else problem(`Accreditation path for ${level}`, chosen.error.issues);
  }

  let goal: BackupAccreditation['goal'] = null;
  if (section.data.goal !== undefined && section.data.goal !== null) {
    const parsed = goalSchema.safeParse(section.data.goal);
    if (parsed.success) goal = { ...parsed.data, createdAt: when(parsed.data.createdAt) };
    else problem('Accreditation goal', parsed.error.issues);
  }

  // One tick per requirement and one row of steps per level, the first in the file: the lists
  // can hold no more than the rules have.
  const ticks = new Map<string, BackupAccreditation['ticks'][number]>();
  section.data.ticks.forEach((row, index) => {
    const tick = tickSchema.safeParse(row);
    if (!tick.success) return problem(`Accreditation ticks #${index + 1}`, tick.error.issues);
    const { createdAt: at, ...value } = tick.data;
    if (!ticks.has(value.requirementId)) ticks.set(value.requirementId, { ...value, createdAt: when(at) });
  });
  const steps = new Map<string, BackupAccreditation['steps'][number]>();
  section.data.steps.forEach((row, index) => {
    const step = stepSchema.safeParse(row);
    if (!step.success) return problem(`Application steps #${index + 1}`, step.error.issues);
    const { createdAt: at, ...value } = step.data;
    const key = `${value.body}|${value.level}`;
    if ((value.appliedOn || value.examPassedOn) && !steps.has(key)) steps.set(key, { ...value, createdAt: when(at) });
  });
  return {
    educationStart: start.success ? (start.data.educationStart ?? null) : null,
    icfPaths,
    goal,
    ticks: [...ticks.values()],
    steps: [...steps.values()],
  };
}

/**
 * Fills the education start, the paths, the goal, the ticks and the steps where the account has
 * none: its own choices stay.
 */
export async function restoreAccreditation(
  tx: Database,
  userId: string,
  { educationStart, icfPaths, goal, ticks, steps }: BackupAccreditation,
  notes: string[],
) {
  if (educationStart) {
    await tx.insert(accreditationSettings).values({ userId }).onConflictDoNothing();
    const restored = await tx
      .update(accreditationSettings)
      .set({ educationStart })
      .where(and(eq(accreditationSettings.userId, userId), isNull(accreditationSettings.educationStart)))
      .returning({ userId: accreditationSettings.userId });
    if (restored.length > 0) notes.push('Education start for ICF restored.');
  }
  if (Object.keys(icfPaths).length > 0) {
    await tx.insert(accreditationSettings).values({ userId }).onConflictDoNothing();
    // The account's own choice of a level wins: jsonb's || keeps the right-hand side's keys.
    const [before] = await tx
      .select({ icfPaths: accreditationSettings.icfPaths })
      .from(accreditationSettings)
      .where(eq(accreditationSettings.userId, userId));
    const own = before?.icfPaths ?? {};
    const added = Object.keys(icfPaths).filter((level) => !(level in own));
    if (added.length > 0) {
      await tx
        .update(accreditationSettings)
        .set({
          icfPaths: sql`(${JSON.stringify(icfPaths)}::jsonb || coalesce(${accreditationSettings.icfPaths}::jsonb, '{}'::jsonb))::json`,
        })
        .where(eq(accreditationSettings.userId, userId));
      notes.push(`ICF application path restored for ${added.join(', ')}.`);
    }
  }
  if (goal) {
    const restored = await tx
      .insert(accreditationGoals)
      .values({ ...goal, userId })
      .onConflictDoNothing()
      .returning({ userId: accreditationGoals.userId });
    if (restored.length > 0) notes.push('Accreditation goal restored.');
  }
  if (steps.length > 0) {
    const restored = await tx
      .insert(applicationSteps)
      .values(steps.map((step) => ({ ...step, userId })))
      .onConflictDoNothing()
      .returning({ id: applicationSteps.id });
    if (restored.length > 0) {
      notes.push(`Application steps restored for ${restored.length} ${restored.length === 1 ? 'level' : 'levels'}.`);
    }
  }
  if (ticks.length === 0) return;
  const added = await tx
    .insert(accreditationTicks)
    .values(ticks.map((tick) => ({ ...tick, userId })))
    .onConflictDoNothing()
    .returning({ requirementId: accreditationTicks.requirementId });
  if (added.length > 0) {
    notes.push(
      `${added.length} 'not tracked' ${added.length === 1 ? 'requirement' : 'requirements'} restored as done.`,
    );
  }
}
