import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationStatus } from '@/shared/schemas/invitations';
import { invitations } from '../../db/schema';

type InvitationRow = typeof invitations.$inferSelect;

/** Only pending and accepted are stored; a pending invitation past its expiry date is expired. */
export function invitationStatus(row: Pick<InvitationRow, 'status' | 'expiryDate'>, now: Date): InvitationStatus {
  if (row.status === 'accepted') return 'accepted';
  return row.expiryDate && row.expiryDate.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** The SQL condition for each status as the list tabs filter it. */
export function invitationStatusFilter(status: InvitationStatus | 'all', now: Date): SQL | undefined {
  const unexpired = or(isNull(invitations.expiryDate), gt(invitations.expiryDate, now));
  if (status === 'pending') return and(eq(invitations.status, 'pending'), unexpired);
  if (status === 'expired') return and(eq(invitations.status, 'pending'), lte(invitations.expiryDate, now));
  if (status === 'accepted') return eq(invitations.status, 'accepted');
  return undefined;
}

export const sameEmail = (email: string) => eq(sql`lower(${invitations.email})`, email.toLowerCase());
