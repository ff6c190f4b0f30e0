import { and, count, desc, eq, ne } from 'drizzle-orm';
import type {
  Invitation,
  InvitationList,
  invitationInputSchema,
  invitationListQuerySchema,
} from '@/shared/schemas/invitations';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import type { Mailer } from '../../lib/email/mailer';
import { invitationEmail } from '../../lib/email/templates';
import { invitationStatus, invitationStatusFilter, sameEmail } from '../invitations/invitation-rules';
import { endFreeGrant } from '../auth/policy/free-grant';
import { recordAdminAction } from './admin-audit';

type InvitationRow = typeof invitations.$inferSelect;
type InvitationValues = z.output<typeof invitationInputSchema>;

export const toInvitation = (row: InvitationRow, now: Date): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: invitationStatus(row, now),
  isFreeAccount: row.isFreeAccount,
  expiryDate: row.expiryDate?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

/** Details for the audit trail: what the invitation grants, not whom it was sent to. */
const grantDetails = (values: InvitationValues) => ({
  role: values.role,
  isFreeAccount: values.isFreeAccount,
  expires: values.expiryDate !== null,
});

export async function listInvitations(
  db: Database,
  query: z.output<typeof invitationListQuerySchema>,
  now = new Date(),
): Promise<InvitationList> {
  const where = invitationStatusFilter(query.status, now);
  return readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(invitations)
        .where(where)
        .orderBy(desc(invitations.createdAt), desc(invitations.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(invitations).where(where),
    (row) => toInvitation(row, now),
  );
}

async function assertNoOtherPending(db: Database, email: string, now: Date, exceptId?: string) {
  const [other] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        sameEmail(email),
        invitationStatusFilter('pending', now),
        exceptId ? ne(invitations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw new AppError('CONFLICT', 'A pending invitation for this email already exists');
}

/**
 * Creates the invitation, then e-mails the sign-up link outside any transaction (a slow or
 * hanging mail server must not hold a database connection); if the e-mail cannot be sent, the
 * invitation is withdrawn again, so none is left that nobody received.
 */
export async function createInvitation(
  db: Database,
  { actorId, input, mailer, appUrl }: { actorId: string; input: InvitationValues; mailer: Mailer; appUrl: string },
  now = new Date(),
) {
  const expiresAt = input.expiryDate ? new Date(input.expiryDate) : null;
  const row = await db.transaction(async (tx) => {
    await assertNoOtherPending(tx, input.email, now);
    const [created] = await tx
      .insert(invitations)
      .values({ ...input, expiryDate: expiresAt, invitedBy: actorId })
      .returning();
    await recordAdminAction(tx, {
      actorId,
      action: 'invitation.created',
      targetType: 'invitation',
      targetId: created!.id,
      details: grantDetails(input),
    });
    return created!;
  });
  const url = `${appUrl}/signup?email=${encodeURIComponent(input.email)}`;
  try {
    await mailer.send(invitationEmail(input.email, url, { isFreeAccount: input.isFreeAccount, expiresAt }));
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.delete(invitations).where(eq(invitations.id, row.id));
      await recordAdminAction(tx, {
        actorId,
        action: 'invitation.deleted',
        targetType: 'invitation',
        targetId: row.id,
        details: { reason: 'email_not_sent' },
      });
    });
    throw error;
  }
  return toInvitation(row, now);
}

export async function updateInvitation(
  db: Database,
  { actorId, id, input }: { actorId: string; id: string; input: InvitationValues },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await assertNoOtherPending(tx, input.email, now, id);
    const [row] = await tx
      .update(invitations)
      .set({ ...input, expiryDate: input.expiryDate ? new Date(input.expiryDate) : null })
      .where(eq(invitations.id, id))
      .returning();
    if (!row) throw notFound('Invitation');
    await recordAdminAction(tx, {
      actorId,
      action: 'invitation.updated',
      targetType: 'invitation',
      targetId: id,
      details: grantDetails(input),
    });
    return toInvitation(row, now);
  });
}

export async function deleteInvitation(db: Database, { actorId, id }: { actorId: string; id: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(invitations).where(eq(invitations.id, id)).returning({ id: invitations.id });
    if (!row) throw notFound('Invitation');
    await recordAdminAction(tx, { actorId, action: 'invitation.deleted', targetType: 'invitation', targetId: id });
  });
}

/**
 * Reset to normal account: the invitation no longer grants a free account and the coach who
 * accepted it needs a subscription from now on (no new trial).
 */
export async function resetInvitation(
  db: Database,
  { actorId, id }: { actorId: string; id: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
    if (!current) throw notFound('Invitation');
    if (current.status !== 'accepted') {
      throw new AppError('CONFLICT', 'Only accepted invitations can be reset to a normal account');
    }
    const [row] = await tx.update(invitations).set({ isFreeAccount: false }).where(eq(invitations.id, id)).returning();
    if (current.acceptedBy) {
      await endFreeGrant(tx, current.acceptedBy, now);
      await recordAdminAction(tx, {
        actorId,
        action: 'user.free_account_removed',
        targetType: 'user',
        targetId: current.acceptedBy,
        details: { via: 'invitation_reset' },
      });
    }
    await recordAdminAction(tx, { actorId, action: 'invitation.reset', targetType: 'invitation', targetId: id });
    return toInvitation(row!, now);
  });
}
