import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authSessions, users } from '../../db/schema';
import { forgetTrustedBrowsers } from '../auth/policy/browser-trust';
import { endFreeGrant } from '../auth/policy/free-grant';
import { recordAdminAction } from './admin-audit';
import { findTarget } from './admin-user-target';

/* What a user may reach, changed by an admin: a free account, and their signed-in sessions. */

export async function setFreeAccount(
  db: Database,
  { actorId, userId, freeAccount }: { actorId: string; userId: string; freeAccount: boolean },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const target = await findTarget(tx, userId);
    if (target.freeAccount === freeAccount) return;
    if (freeAccount) await tx.update(users).set({ freeAccount: true }).where(eq(users.id, userId));
    else await endFreeGrant(tx, userId, now);
    await recordAdminAction(tx, {
      actorId,
      action: freeAccount ? 'user.free_account_granted' : 'user.free_account_removed',
      targetType: 'user',
      targetId: userId,
    });
  });
}

/**
 * Ends every session of a user at once (a lost laptop, a suspected break-in, ASVS 7.4.5): each of
 * their browsers is refused from its next request, and none is trusted to skip the second factor.
 * Audited with the number of sessions ended.
 */
export async function signOutEverywhere(db: Database, { actorId, userId }: { actorId: string; userId: string }) {
  return db.transaction(async (tx) => {
    await findTarget(tx, userId);
    const ended = await tx
      .delete(authSessions)
      .where(eq(authSessions.userId, userId))
      .returning({ id: authSessions.id });
    await forgetTrustedBrowsers(tx, userId);
    await recordAdminAction(tx, {
      actorId,
      action: 'user.signed_out',
      targetType: 'user',
      targetId: userId,
      details: { sessions: ended.length },
    });
    return { sessionsEnded: ended.length };
  });
}
