import crypto from 'node:crypto';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authVerifications, invitations, rateLimits, users } from '../../db/schema';

/**
 * Removes a user and everything that belongs to them. Foreign keys cascade from `users` to their
 * sign-in sessions, credentials, clients, coaching and supervision sessions, CPD records, month
 * totals and the accreditation records (education, mentor coaching, credentials held, feedback);
 * this also removes what is keyed by the e-mail or the id without a foreign key: pending reset
 * tokens, invitations sent to the address and the rate-limit counters kept per address or per
 * account.
 * Both deletion paths (self-service and admin) call it inside their transaction.
 */
export async function removeUserRows(tx: Database, user: { id: string; email: string }) {
  const email = user.email.toLowerCase();
  const emailDigest = crypto.createHash('sha256').update(email).digest('hex');
  await tx.delete(authVerifications).where(eq(authVerifications.value, user.id));
  await tx
    .delete(invitations)
    .where(or(eq(sql`lower(${invitations.email})`, email), eq(invitations.acceptedBy, user.id)));
  await tx.delete(rateLimits).where(or(like(rateLimits.key, `%:${emailDigest}`), like(rateLimits.key, `%:${user.id}`)));
  const removed = await tx.delete(users).where(eq(users.id, user.id)).returning({ id: users.id });
  return removed.length > 0;
}

/** Self-service deletion: the same rows, in one transaction. */
export async function removeUser(db: Database, user: { id: string; email: string }) {
  return db.transaction((tx) => removeUserRows(tx, user));
}
