import { count, desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@/shared/domain/paging';
import type { SupportTicketPage } from '@/shared/schemas/support';
import type { Database } from '../../db/database';
import { supportTickets, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import { toAdminSupportTicket } from '../support/support.mapper';

/** The account that filed a ticket: what the sender typed as contact address may be anyone's. */
const filingAccount = { id: users.id, email: users.email };

/** Every coach's tickets, newest first: admins only (the route checks the role). */
export async function listSupportTickets(db: Database, query: PageQuery): Promise<SupportTicketPage> {
  return readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ ticket: supportTickets, account: filingAccount })
        .from(supportTickets)
        .innerJoin(users, eq(users.id, supportTickets.userId))
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(supportTickets),
    (row) => toAdminSupportTicket(row.ticket, row.account),
  );
}

export async function getSupportTicket(db: Database, { id }: { id: string }) {
  const [row] = await db
    .select({ ticket: supportTickets, account: filingAccount })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id));
  if (!row) throw notFound('Support ticket');
  return toAdminSupportTicket(row.ticket, row.account);
}

/** Marks a ticket resolved; resolving it again keeps the first time. */
export async function resolveSupportTicket(db: Database, { id }: { id: string }) {
  const [row] = await db
    .update(supportTickets)
    .set({ resolvedAt: sql`coalesce(${supportTickets.resolvedAt}, now())` })
    .where(eq(supportTickets.id, id))
    .returning();
  if (!row) throw notFound('Support ticket');
  const [account] = await db.select(filingAccount).from(users).where(eq(users.id, row.userId));
  return toAdminSupportTicket(row, account!);
}
