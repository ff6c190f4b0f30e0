import type { AdminSupportTicket, SupportTicket } from '@/shared/schemas/support';
import type { supportTickets } from '../../db/schema';

type SupportTicketRow = typeof supportTickets.$inferSelect;

export function toSupportTicket(row: SupportTicketRow): SupportTicket {
  return {
    id: row.id,
    issueType: row.issueType,
    email: row.email,
    summary: row.summary,
    description: row.description,
    deliveryStatus: row.deliveryStatus,
    jiraKey: row.jiraKey,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.deliveryStatus === 'sent' ? null : (row.nextAttemptAt?.toISOString() ?? null),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The ticket with the account that filed it, and whether the typed contact address is another one. */
export function toAdminSupportTicket(
  row: SupportTicketRow,
  account: { id: string; email: string },
): AdminSupportTicket {
  return {
    ...toSupportTicket(row),
    filedBy: account,
    contactDiffers: row.email.trim().toLowerCase() !== account.email.trim().toLowerCase(),
  };
}
