import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accreditationSettings, accreditationTicks } from '../../db/schema';

/**
 * The accreditation page's own choices: the education start the coach set (null: the earliest
 * education record's start) and the 'not tracked' requirements ticked as done, by requirement id.
 */
export async function loadExportedAccreditation(db: Database, userId: string) {
  const [settings] = await db
    .select({ educationStart: accreditationSettings.educationStart })
    .from(accreditationSettings)
    .where(eq(accreditationSettings.userId, userId));
  const ticks = await db
    .select({
      requirementId: accreditationTicks.requirementId,
      doneOn: accreditationTicks.doneOn,
      createdAt: accreditationTicks.createdAt,
    })
    .from(accreditationTicks)
    .where(eq(accreditationTicks.userId, userId))
    .orderBy(asc(accreditationTicks.requirementId));
  return {
    educationStart: settings?.educationStart ?? null,
    ticks: ticks.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
