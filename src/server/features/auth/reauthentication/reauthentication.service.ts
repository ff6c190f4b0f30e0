import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { authSessions } from '../../../db/schema';
import type { Auth } from '../better-auth';
import { verifyAccountPassword } from '../better-auth-internals';

export type ReauthenticationResult = 'confirmed' | 'wrong_password';

/**
 * Checks the password against the account's credential (with Better Auth's own hasher, whatever
 * it is configured to be) and, when it matches, marks this browser's session as freshly
 * authenticated. An account without a password (none today) cannot confirm one.
 */
export async function confirmPassword(
  { auth, db }: { auth: Auth; db: Database },
  { userId, sessionId, password }: { userId: string; sessionId: string; password: string },
): Promise<ReauthenticationResult> {
  if (!(await verifyAccountPassword(auth, db, userId, password))) return 'wrong_password';
  await db.update(authSessions).set({ reauthenticatedAt: new Date() }).where(eq(authSessions.id, sessionId));
  return 'confirmed';
}
