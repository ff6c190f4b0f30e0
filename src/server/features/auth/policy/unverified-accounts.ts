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
 * A sign-up for an address whose account was never verified replaces that account: nobody proved
 * they own the address, so the newest sign-up's password wins and gets a fresh link. Invitations to
 * the address stay: they wait for whoever verifies it.
 */
export async function replaceUnverifiedAccount(db: Database, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.emailVerified, false)));
  await deleteUsers(
    db,
    rows.map((row) => row.id),
  );
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
