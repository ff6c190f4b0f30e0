import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { invitations, users } from '../../../db/schema';
import { invitationStatusFilter, sameEmail } from '../../invitations/invitation-rules';

/**
 * Accepts the newest pending, unexpired invitation to the user's e-mail, if there is one: the
 * invitation becomes accepted and the user gets its role and, for a free invitation, a free
 * account. Called when an account is created and at every sign-in (an invitation may be sent to
 * someone who already has an account). ADMIN_EMAILS accounts keep the admin role whatever the
 * invitation says. One transaction; the conditional update claims the invitation exactly once.
 */
export async function acceptPendingInvitation(
  db: Database,
  { userId, email, protectedAdmin }: { userId: string; email: string; protectedAdmin: boolean },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(and(sameEmail(email), invitationStatusFilter('pending', now)))
      .orderBy(desc(invitations.createdAt))
      .limit(1);
    if (!invitation) return null;
    const [claimed] = await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedBy: userId, acceptedAt: now })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id });
    if (!claimed) return null;
    await tx
      .update(users)
      .set({
        role: protectedAdmin ? 'admin' : invitation.role,
        ...(invitation.isFreeAccount ? { freeAccount: true } : {}),
      })
      .where(eq(users.id, userId));
    return invitation;
  });
}
