import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { PROPOSALS_PAGE_SIZE, type CalendarProposal, type CalendarProposalPage } from '@/shared/schemas/calendar';
import type { NewCoachingSessionInput } from '@/shared/schemas/coaching-sessions';
import type { Database } from '../../db/database';
import { calendarDecisions, calendarProposals, clients, coachingSessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { createCoachingSession } from '../coaching-sessions/coaching-sessions.service';
import { getCoachTimeZone } from '../profile/profile.service';
import { getCalendarRules } from './calendar-rules.service';

/** A real session (not an imported summary) for the proposal's client on its date. */
export const alreadyLogged = sql<boolean>`exists (
  select 1 from ${coachingSessions}
  where ${coachingSessions.clientId} = ${calendarProposals.clientId}
    and ${coachingSessions.date} = ${calendarProposals.date}
    and not ${coachingSessions.isImportedSummary}
)`;

const ownProposal = (userId: string, id: string) =>
  and(eq(calendarProposals.userId, userId), eq(calendarProposals.id, id));

/** The sessions waiting to be logged, newest first, a page at a time. */
export async function listProposals(
  db: Database,
  { userId, page }: { userId: string; page: number },
): Promise<CalendarProposalPage> {
  const mine = eq(calendarProposals.userId, userId);
  const [rows, [totals], timeZone, rules] = await Promise.all([
    db
      .select({
        id: calendarProposals.id,
        startsAt: calendarProposals.startsAt,
        endsAt: calendarProposals.endsAt,
        date: calendarProposals.date,
        title: calendarProposals.title,
        clientId: clients.id,
        clientName: clients.name,
        alreadyLogged,
      })
      .from(calendarProposals)
      .leftJoin(clients, eq(clients.id, calendarProposals.clientId))
      .where(mine)
      .orderBy(desc(calendarProposals.startsAt), desc(calendarProposals.id))
      .limit(PROPOSALS_PAGE_SIZE)
      .offset((page - 1) * PROPOSALS_PAGE_SIZE),
    db
      .select({
        total: count(),
        matchedToLog: sql<number>`count(*) filter (where ${calendarProposals.clientId} is not null and not ${alreadyLogged})::int`,
      })
      .from(calendarProposals)
      .where(mine),
    getCoachTimeZone(db, { userId }),
    getCalendarRules(db, { userId }),
  ]);
  return {
    proposals: rows.map((row): CalendarProposal => ({
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      date: row.date,
      title: row.title,
      client: row.clientId && row.clientName ? { id: row.clientId, name: row.clientName } : null,
      alreadyLogged: row.alreadyLogged,
    })),
    total: totals?.total ?? 0,
    matchedToLog: totals?.matchedToLog ?? 0,
    page,
    pageSize: PROPOSALS_PAGE_SIZE,
    timeZone,
    defaultPayment: rules.defaultPayment,
  };
}

/** How many sessions from the calendar are waiting to be logged (the dashboard's line). */
export async function countWaitingProposals(db: Database, { userId }: { userId: string }) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${calendarProposals.clientId} is null or not ${alreadyLogged})::int`,
    })
    .from(calendarProposals)
    .where(eq(calendarProposals.userId, userId));
  return row?.waiting ?? 0;
}

/** The proposal leaves the list and its event is remembered, so no read proposes it again. */
async function decide(tx: Database, userId: string, id: string, decision: 'logged' | 'skipped') {
  const [proposal] = await tx
    .delete(calendarProposals)
    .where(ownProposal(userId, id))
    .returning({ eventKey: calendarProposals.eventKey });
  if (!proposal) throw notFound('Session to log');
  await tx
    .insert(calendarDecisions)
    .values({ userId, eventKey: proposal.eventKey, decision })
    .onConflictDoUpdate({
      target: [calendarDecisions.userId, calendarDecisions.eventKey],
      set: { decision, updatedAt: new Date() },
    });
}

/** Logs the session as the coach completed the form, and lets go of the proposal, in one transaction. */
export async function logProposal(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: NewCoachingSessionInput },
) {
  return db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ id: calendarProposals.id })
      .from(calendarProposals)
      .where(ownProposal(userId, id))
      .for('update');
    if (!waiting) throw notFound('Session to log');
    const session = await createCoachingSession(tx, { userId, input });
    await decide(tx, userId, id, 'logged');
    return session;
  });
}

export async function skipProposal(db: Database, { userId, id }: { userId: string; id: string }) {
  await db.transaction((tx) => decide(tx, userId, id, 'skipped'));
}

/**
 * Proposals not acted on for 90 days are deleted (issue 27). A plain function for the job queue's
 * daily clean-up; returns how many went.
 */
export async function deleteStaleProposals(db: Database, { now = new Date() }: { now?: Date } = {}) {
  const before = new Date(now.getTime() - 90 * 86_400_000);
  const deleted = await db
    .delete(calendarProposals)
    .where(lt(calendarProposals.createdAt, before))
    .returning({ id: calendarProposals.id });
  return deleted.length;
}
