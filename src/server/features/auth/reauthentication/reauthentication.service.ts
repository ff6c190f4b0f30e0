import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { authAccounts, authSessions } from '../../../db/schema';
import type { Auth } from '../better-auth';

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
  const [account] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  if (!account?.password) return 'wrong_password';
  const context = await auth.$context;
  if (!(await context.password.verify({ hash: account.password, password }))) return 'wrong_password';
  await db.update(authSessions).set({ reauthenticatedAt: new Date() }).where(eq(authSessions.id, sessionId));
  return 'confirmed';
}
