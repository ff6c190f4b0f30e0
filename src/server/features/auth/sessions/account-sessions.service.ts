import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { deviceName } from '@/shared/domain/device-name';
import {
  CURRENT_SESSION_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  type AccountSession,
} from '@/shared/schemas/account-sessions';
import type { Database } from '../../../db/database';
import { authSessions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

interface Caller {
  userId: string;
  currentSessionId: string;
}

/** The account's live sessions, this browser first, then the most recently used. */
export async function listAccountSessions(
  db: Database,
  { userId, currentSessionId }: Caller,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, sql`now()`)))
    .orderBy(desc(sql`${authSessions.id} = ${currentSessionId}`), desc(authSessions.updatedAt), desc(authSessions.id));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    device: deviceName(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
  }));
}

/** Signs one of the account's other devices out; another account's session is not found. */
export async function endAccountSession(
  db: Database,
  { userId, currentSessionId, sessionId }: Caller & { sessionId: string },
) {
  if (sessionId === currentSessionId) throw new AppError('BAD_REQUEST', CURRENT_SESSION_MESSAGE);
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .returning({ id: authSessions.id });
  if (ended.length === 0) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
}
