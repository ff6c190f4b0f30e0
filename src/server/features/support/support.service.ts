import { supportIssueTypeLabels, type SupportTicketInput } from '@/shared/schemas/support';
import type { Database } from '../../db/database';
import { supportTickets } from '../../db/schema';
import type { Mailer } from '../../lib/email/mailer';
import { supportTicketEmail } from '../../lib/email/templates';
import type { Logger } from '../../lib/logger';
import { toSupportTicket } from './support.mapper';

/** Stores the ticket; the Jira worker picks it up from the table, so nothing is lost if Jira is down. */
export async function createSupportTicket(
  db: Database,
  { userId, input }: { userId: string; input: SupportTicketInput },
) {
  const [row] = await db
    .insert(supportTickets)
    // Due by the worker's clock, to the millisecond: the database's now() has microseconds, so a
    // pass woken within the same millisecond would find the new ticket not yet due.
    .values({ ...input, userId, nextAttemptAt: new Date() })
    .returning();
  return toSupportTicket(row!);
}

/**
 * A copy to the support address. The ticket is already stored, so a mail failure is logged and
 * the coach still gets their confirmation.
 */
export async function emailSupportTicket(
  deps: { mailer: Mailer; logger: Logger; supportEmail: string; appUrl: string },
  ticket: {
    id: string;
    issueType: SupportTicketInput['issueType'];
    email: string;
    summary: string;
    description: string;
  },
) {
  try {
    await deps.mailer.send(
      supportTicketEmail(deps.supportEmail, {
        ...ticket,
        typeLabel: supportIssueTypeLabels[ticket.issueType],
        adminUrl: `${deps.appUrl}/admin/support/${ticket.id}`,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, ticketId: ticket.id }, 'could not e-mail the support address');
  }
}
