import { eq } from 'drizzle-orm';
import { FALLBACK_TIME_ZONE } from '@/shared/domain/time-zones';
import { USERNAME_TAKEN, type Profile, type profileInputSchema } from '@/shared/schemas/profile';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';

const profileColumns = {
  email: users.email,
  username: users.username,
  displayName: users.displayName,
  firstPractisedOn: users.firstPractisedOn,
  professionalMemberships: users.professionalMemberships,
  timeZone: users.timeZone,
  termsAcceptedAt: users.termsAcceptedAt,
  termsVersion: users.termsVersion,
  createdAt: users.createdAt,
};

function toProfile(row: {
  email: string;
  username: string | null;
  displayName: string | null;
  firstPractisedOn: string | null;
  professionalMemberships: string | null;
  timeZone: string | null;
  termsAcceptedAt: Date | null;
  termsVersion: string | null;
  createdAt: Date;
}): Profile {
  return {
    ...row,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getProfile(db: Database, { userId }: { userId: string }) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'No authenticated user found');
  return toProfile(row);
}

/** The coach's time zone, or UTC until they choose one (calendar dates, the weekly summary). */
export async function getCoachTimeZone(db: Database, { userId }: { userId: string }) {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? FALLBACK_TIME_ZONE;
}

export async function updateProfile(
  db: Database,
  { userId, input }: { userId: string; input: z.output<typeof profileInputSchema> },
) {
  try {
    const [row] = await db
      .update(users)
      .set({
        username: input.username,
        displayName: input.displayName,
        name: input.displayName ?? '',
        firstPractisedOn: input.firstPractisedOn,
        professionalMemberships: input.professionalMemberships,
        timeZone: input.timeZone,
      })
      .where(eq(users.id, userId))
      .returning(profileColumns);
    if (!row) throw new AppError('NOT_FOUND', 'No authenticated user found');
    return toProfile(row);
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_idx')) {
      throw new AppError('CONFLICT', USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
    }
    throw error;
  }
}
