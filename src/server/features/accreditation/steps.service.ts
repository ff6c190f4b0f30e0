import { and, eq, sql } from 'drizzle-orm';
import type { BodyId } from '@/shared/domain/accreditation/types';
import type { AwardInput, GoalInput, PathInput, StepsInput } from '@/shared/schemas/accreditation';
import {
  credentialInputSchema,
  credentialLevelLabels,
  type CredentialBody,
  type CredentialLevel,
} from '@/shared/schemas/credentials';
import type { Database } from '../../db/database';
import { accreditationGoals, accreditationSettings, applicationSteps } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { createCredential } from './records/credentials.service';

/** The coach's goal: the page and the dashboard open on its answer; set once, it ticks 'Set your goal'. */
export async function setGoal(db: Database, { userId, input }: { userId: string; input: GoalInput }) {
  await db
    .insert(accreditationGoals)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: accreditationGoals.userId, set: input });
  return input;
}

/** The ICF path the coach chose for one level, or null to go back to the one the page assumes. */
export async function choosePath(
  db: Database,
  { userId, level, input }: { userId: string; level: string; input: PathInput },
) {
  const value =
    input.path === null
      ? sql`coalesce(${accreditationSettings.icfPaths}::jsonb, '{}'::jsonb) - ${level}`
      : sql`coalesce(${accreditationSettings.icfPaths}::jsonb, '{}'::jsonb) || jsonb_build_object(${level}::text, ${input.path}::text)`;
  await db
    .insert(accreditationSettings)
    .values({ userId, icfPaths: input.path === null ? {} : { [level]: input.path } })
    .onConflictDoUpdate({ target: accreditationSettings.userId, set: { icfPaths: sql`(${value})::json` } });
  return { level, path: input.path };
}

/** 'Applied on' and 'exam passed on' for one level; both empty removes the row. */
export async function setSteps(
  db: Database,
  { userId, body, level, input }: { userId: string; body: BodyId; level: string; input: StepsInput },
) {
  if (!input.appliedOn && !input.examPassedOn) {
    await db
      .delete(applicationSteps)
      .where(
        and(eq(applicationSteps.userId, userId), eq(applicationSteps.body, body), eq(applicationSteps.level, level)),
      );
    return { body, level, ...input };
  }
  await db
    .insert(applicationSteps)
    .values({ userId, body, level, ...input })
    .onConflictDoUpdate({
      target: [applicationSteps.userId, applicationSteps.body, applicationSteps.level],
      set: input,
    });
  return { body, level, ...input };
}

const levelKeys = Object.fromEntries(
  Object.entries(credentialLevelLabels).map(([key, label]) => [label, key as CredentialLevel]),
);

/** 'Credential awarded': it becomes a credential held, with the body's default expiry. */
export async function awardCredential(
  db: Database,
  { userId, body, level, input }: { userId: string; body: BodyId; level: string; input: AwardInput },
) {
  const parsed = credentialInputSchema.safeParse({
    body: body.toLowerCase() as CredentialBody,
    level: levelKeys[level],
    awardedOn: input.awardedOn,
  });
  if (!parsed.success) throw notFound('Level');
  return createCredential(db, { userId, input: parsed.data });
}
