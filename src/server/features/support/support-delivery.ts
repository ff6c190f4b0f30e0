import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { supportTickets } from '../../db/schema';
import type { JiraClient } from './jira-client';

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** A claimed ticket is hidden from other workers this long; a crash mid-call frees it afterwards. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min ... capped at one hour. */
export function retryDelayMs(failedAttempts: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_MS);
}

/**
 * Claims the due tickets in one statement (skip locked, so several instances never send the
 * same ticket) by pushing their next attempt past the lease.
 */
async function claimDueTickets(db: Database, now: Date) {
  const due = db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(ne(supportTickets.deliveryStatus, 'sent'), lte(supportTickets.nextAttemptAt, now)))
    .orderBy(asc(supportTickets.nextAttemptAt), asc(supportTickets.createdAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(supportTickets)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(supportTickets.id, due))
    .returning();
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Sends every due ticket to Jira once; records the key, or the error and when to try again. */
export async function deliverDueTickets(db: Database, jira: JiraClient, now = new Date()): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const ticket of await claimDueTickets(db, now)) {
    try {
      const { key } = await jira.createIssue(ticket);
      await db
        .update(supportTickets)
        .set({
          deliveryStatus: 'sent',
          jiraKey: key,
          attempts: sql`${supportTickets.attempts} + 1`,
          lastError: null,
          nextAttemptAt: null,
        })
        .where(eq(supportTickets.id, ticket.id));
      result.sent += 1;
    } catch (error) {
      const failedAttempts = ticket.attempts + 1;
      await db
        .update(supportTickets)
        .set({
          deliveryStatus: 'failing',
          attempts: failedAttempts,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(failedAttempts)),
        })
        .where(eq(supportTickets.id, ticket.id));
      result.failed += 1;
    }
  }
  return result;
}
