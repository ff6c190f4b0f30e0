import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { notTrackedParamSchema, tickInputSchema } from '@/shared/schemas/accreditation';
import type { RowProblem } from '@/shared/schemas/export-import';
import { calendarDate } from '@/shared/schemas/fields';
import type { Database } from '../../db/database';
import { accreditationSettings, accreditationTicks } from '../../db/schema';
import { issuesText } from './import-batch';

const createdAt = z.iso.datetime({ offset: true, message: 'Created at must be a date and time' }).optional();
const tickSchema = notTrackedParamSchema.extend({ ...tickInputSchema.shape, createdAt });
const educationStartSchema = z.object({ educationStart: calendarDate().nullish() });

export interface BackupAccreditation {
  educationStart: string | null;
  ticks: { requirementId: string; doneOn: string; createdAt: Date | undefined }[];
}

/**
 * The backup's optional 'accreditation' object (version 3 files written before it have none):
 * each tick through the tick endpoint's schemas; a bad one is reported by place and left out.
 */
export function backupAccreditation(data: unknown, errors: RowProblem[]): BackupAccreditation {
  const section = z
    .object({ educationStart: z.unknown().optional(), ticks: z.array(z.unknown()).default([]) })
    .safeParse(data ?? {});
  if (!section.success) {
    errors.push({
      line: 'Accreditation',
      message: "'accreditation' in the backup is not an object with a list of ticks",
    });
    return { educationStart: null, ticks: [] };
  }
  const start = educationStartSchema.safeParse({ educationStart: section.data.educationStart });
  if (!start.success) errors.push({ line: 'Accreditation', message: issuesText(start.error.issues, {}) });
  // One tick per requirement, the first in the file: the list can hold no more than the rules have.
  const ticks = new Map<string, BackupAccreditation['ticks'][number]>();
  section.data.ticks.forEach((row, index) => {
    const tick = tickSchema.safeParse(row);
    if (!tick.success) {
      errors.push({ line: `Accreditation ticks #${index + 1}`, message: issuesText(tick.error.issues, {}) });
      return;
    }
    const { createdAt: at, ...value } = tick.data;
    if (!ticks.has(value.requirementId))
      ticks.set(value.requirementId, { ...value, createdAt: at ? new Date(at) : undefined });
  });
  return { educationStart: start.success ? (start.data.educationStart ?? null) : null, ticks: [...ticks.values()] };
}

/** Fills the education start and the ticks where the account has none: its own choices stay. */
export async function restoreAccreditation(
  tx: Database,
  userId: string,
  { educationStart, ticks }: BackupAccreditation,
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
