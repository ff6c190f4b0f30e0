import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { authVerifications, users } from '../../../db/schema';

/** How many expired unverified accounts one sign-up clears, so the work per request stays small. */
const CLEAN_UP_BATCH = 50;

async function deleteUsers(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  // Sessions, credentials and two-factor rows cascade from users; verification rows name the id.
  await db.delete(authVerifications).where(inArray(authVerifications.value, ids));
  await db.delete(users).where(inArray(users.id, ids));
}

/**
 * The account of an address that is still waiting for confirmation, if there is one. A later sign-up
 * of the address never replaces it (ADR 038): nobody can tell the owner's sign-up from a stranger's.
 */
export async function waitingAccount(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.emailVerified, false)));
  return row;
}

/** Deletes unverified accounts older than the verification link's lifetime (a batch at a time). */
export async function removeExpiredUnverifiedAccounts(db: Database, linkLifetimeS: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - linkLifetimeS * 1000);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailVerified, false), lt(users.createdAt, cutoff)))
    .orderBy(sql`${users.createdAt}`)
    .limit(CLEAN_UP_BATCH);
  await deleteUsers(
    db,
    rows.map((row) => row.id),
  );
}
