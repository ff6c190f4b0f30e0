import { eq } from 'drizzle-orm';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { serverDateSense, type DateSense } from '@/shared/domain/plausible-dates';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { validateFor } from '../../lib/validate';

/** How the server judges a coach's dates: today anywhere on Earth, and their first practice. */
export async function coachDateSense(db: Database, userId: string, now = new Date()): Promise<DateSense> {
  const [row] = await db.select({ firstPractisedOn: users.firstPractisedOn }).from(users).where(eq(users.id, userId));
  return serverDateSense(now, row?.firstPractisedOn ?? null);
}

/** Validates a dated record's body with its schema made for the signed-in coach. */
export const validateDated = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  db: Database,
  schemaOf: (sense: DateSense) => Schema,
) => validateFor(target, async (c) => schemaOf(await coachDateSense(db, c.get('user').id)));
