import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accreditationGoals, accreditationSettings, accreditationTicks, applicationSteps } from '../../db/schema';

/**
 * The accreditation page's own choices: the education start the coach set (null: the earliest
 * education record's start), the ICF path chosen per level, the goal, the 'not tracked'
 * requirements ticked as done (by requirement id) and the steps after applying (by body and level).
 */
export async function loadExportedAccreditation(db: Database, userId: string) {
  const [settings] = await db
    .select({ educationStart: accreditationSettings.educationStart, icfPaths: accreditationSettings.icfPaths })
    .from(accreditationSettings)
    .where(eq(accreditationSettings.userId, userId));
  const [goal] = await db
    .select({
      body: accreditationGoals.body,
      level: accreditationGoals.level,
      targetDate: accreditationGoals.targetDate,
      createdAt: accreditationGoals.createdAt,
    })
    .from(accreditationGoals)
    .where(eq(accreditationGoals.userId, userId));
  const ticks = await db
    .select({
      requirementId: accreditationTicks.requirementId,
      doneOn: accreditationTicks.doneOn,
      createdAt: accreditationTicks.createdAt,
    })
    .from(accreditationTicks)
    .where(eq(accreditationTicks.userId, userId))
    .orderBy(asc(accreditationTicks.requirementId));
  const steps = await db
    .select({
      body: applicationSteps.body,
      level: applicationSteps.level,
      appliedOn: applicationSteps.appliedOn,
      examPassedOn: applicationSteps.examPassedOn,
      createdAt: applicationSteps.createdAt,
    })
    .from(applicationSteps)
    .where(eq(applicationSteps.userId, userId))
    .orderBy(asc(applicationSteps.body), asc(applicationSteps.level));
  // Sorted by level, so that the same choices always write the same file.
  const icfPaths = Object.fromEntries(Object.entries(settings?.icfPaths ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  return {
    educationStart: settings?.educationStart ?? null,
    icfPaths,
    goal: goal ? { ...goal, createdAt: goal.createdAt.toISOString() } : null,
    ticks: ticks.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    steps: steps.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
