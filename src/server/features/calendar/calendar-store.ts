import { and, count, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES, type CalendarReadResult } from '@/shared/schemas/calendar';
import type { Database } from '../../db/database';
import { calendarDecisions, calendarProposals, clients } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { eventKey } from './event-key';
import type { CalendarReading } from './read/read-calendar.task';

const CHUNK = 1_000;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

export interface StoreReadingInput {
  userId: string;
  /** The address read; null for a file. */
  addressId: string | null;
  reading: CalendarReading;
  period: { startMs: number; endMs: number };
}

/**
 * Keeps what a read proposes, in one transaction: new events become sessions to log, events
 * already waiting are brought up to date (moved, retitled, matched), events the coach logged or
 * skipped stay out, and waiting sessions whose event is now cancelled, free or left out by a rule
 * go. For an address, a waiting session of the period that its calendar no longer holds goes too.
 */
export async function storeReading(db: Database, { userId, addressId, reading, period }: StoreReadingInput) {
  const proposals = reading.proposals.map((proposal) => ({
    ...proposal,
    eventKey: eventKey(proposal.uid, proposal.recurrenceId),
  }));
  const proposedKeys = new Set(proposals.map((proposal) => proposal.eventKey));
  const goneKeys = reading.seen
    .map(({ uid, recurrenceId }) => eventKey(uid, recurrenceId))
    .filter((key) => !proposedKeys.has(key));

  return db.transaction(async (tx): Promise<CalendarReadResult> => {
    const decided = new Set<string>();
    for (const keys of chunks([...proposedKeys])) {
      const rows = await tx
        .select({ eventKey: calendarDecisions.eventKey })
        .from(calendarDecisions)
        .where(and(eq(calendarDecisions.userId, userId), inArray(calendarDecisions.eventKey, keys)));
      for (const row of rows) decided.add(row.eventKey);
    }
    // A client deleted while the calendar was being read is no longer a match.
    const matched = [...new Set(proposals.flatMap((proposal) => (proposal.clientId ? [proposal.clientId] : [])))];
    const stillThere = new Set<string>();
    for (const ids of chunks(matched)) {
      const rows = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.userId, userId), inArray(clients.id, ids)));
      for (const row of rows) stillThere.add(row.id);
    }
    const fresh = proposals
      .filter((proposal) => !decided.has(proposal.eventKey))
      .map((proposal) => ({
        ...proposal,
        clientId: proposal.clientId && stillThere.has(proposal.clientId) ? proposal.clientId : null,
      }));

    // What the coach has waiting (at most CALENDAR_LIMITS.waiting rows): events gone from the
    // calendar are deleted only when held, and an event read again unchanged is not written again.
    const held = new Map(
      (
        await tx
          .select({
            eventKey: calendarProposals.eventKey,
            startsAt: calendarProposals.startsAt,
            endsAt: calendarProposals.endsAt,
            date: calendarProposals.date,
            title: calendarProposals.title,
            clientId: calendarProposals.clientId,
          })
          .from(calendarProposals)
          .where(eq(calendarProposals.userId, userId))
      ).map((row) => [row.eventKey, row]),
    );
    for (const keys of chunks(goneKeys.filter((key) => held.has(key)))) {
      await tx
        .delete(calendarProposals)
        .where(and(eq(calendarProposals.userId, userId), inArray(calendarProposals.eventKey, keys)));
    }
    if (addressId) {
      const kept = [...proposedKeys];
      await tx
        .delete(calendarProposals)
        .where(
          and(
            eq(calendarProposals.userId, userId),
            eq(calendarProposals.addressId, addressId),
            gte(calendarProposals.startsAt, new Date(period.startMs)),
            lt(calendarProposals.startsAt, new Date(period.endMs)),
            ...(kept.length > 0 ? [notInArray(calendarProposals.eventKey, kept)] : []),
          ),
        );
    }

    const changed = fresh.filter((proposal) => {
      const before = held.get(proposal.eventKey);
      return (
        !before ||
        before.startsAt.getTime() !== new Date(proposal.startsAt).getTime() ||
        before.endsAt.getTime() !== new Date(proposal.endsAt).getTime() ||
        before.date !== proposal.date ||
        before.title !== proposal.title ||
        before.clientId !== proposal.clientId
      );
    });
    for (const rows of chunks(changed)) {
      await tx
        .insert(calendarProposals)
        .values(
          rows.map((proposal) => ({
            userId,
            addressId,
            eventKey: proposal.eventKey,
            eventUid: proposal.uid,
            recurrenceId: proposal.recurrenceId,
            startsAt: new Date(proposal.startsAt),
            endsAt: new Date(proposal.endsAt),
            date: proposal.date,
            title: proposal.title,
            clientId: proposal.clientId,
          })),
        )
        .onConflictDoUpdate({
          target: [calendarProposals.userId, calendarProposals.eventKey],
          set: {
            startsAt: sql`excluded.starts_at`,
            endsAt: sql`excluded.ends_at`,
            date: sql`excluded.date`,
            title: sql`excluded.title`,
            clientId: sql`excluded.client_id`,
            updatedAt: new Date(),
          },
        });
    }

    const [waiting] = await tx
      .select({ total: count() })
      .from(calendarProposals)
      .where(eq(calendarProposals.userId, userId));
    if ((waiting?.total ?? 0) > CALENDAR_LIMITS.waiting)
      throw new AppError('CONFLICT', CALENDAR_MESSAGES.tooManyWaiting);
    return { events: reading.events, proposed: fresh.length };
  });
}
