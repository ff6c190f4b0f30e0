import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES, type CalendarReadResult } from '@/shared/schemas/calendar';
import type { Database } from '../../db/database';
import { calendarDecisions, calendarProposals, clients } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nextTurn } from '../../lib/next-turn';
import type { CalendarReading } from './read/read-calendar.task';

/**
 * Rows per query, with a turn of the event loop between two: on PGlite, whose database runs on the
 * server's own thread, 1,000-key lookups back to back held other coaches' requests for 100 ms.
 */
const CHUNK = 250;

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

type Proposal = CalendarReading['proposals'][number];

/** Of `values`, those `query` finds, asked a chunk at a time with a turn of the event loop before each. */
async function found(values: string[], query: (some: string[]) => Promise<string[]>) {
  const kept = new Set<string>();
  for (const some of chunks(values)) {
    await nextTurn();
    for (const value of await query(some)) kept.add(value);
  }
  return kept;
}

/** The events among `keys` the coach has logged or skipped. */
const decidedKeys = (db: Database, userId: string, keys: string[]) =>
  found(keys, async (some) =>
    (
      await db
        .select({ eventKey: calendarDecisions.eventKey })
        .from(calendarDecisions)
        .where(and(eq(calendarDecisions.userId, userId), inArray(calendarDecisions.eventKey, some)))
    ).map((row) => row.eventKey),
  );

/** The coach's clients among the proposals' (one deleted while the calendar was read is no longer a match). */
const presentClients = (db: Database, userId: string, proposals: Proposal[]) =>
  found([...new Set(proposals.flatMap((proposal) => (proposal.clientId ? [proposal.clientId] : [])))], async (some) =>
    (
      await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.userId, userId), inArray(clients.id, some)))
    ).map((row) => row.id),
  );

/** What the coach has waiting (at most CALENDAR_LIMITS.waiting rows), a page at a time. */
async function heldProposals(db: Database, userId: string) {
  const held = new Map<string, HeldProposal>();
  for (let after = ''; ;) {
    await nextTurn();
    const page = await heldPage(db, userId, after);
    for (const row of page) held.set(row.eventKey, row);
    if (page.length < CHUNK) return held;
    after = page.at(-1)!.eventKey;
  }
}

function heldPage(db: Database, userId: string, after: string) {
  return db
    .select({
      eventKey: calendarProposals.eventKey,
      addressId: calendarProposals.addressId,
      startsAt: calendarProposals.startsAt,
      endsAt: calendarProposals.endsAt,
      date: calendarProposals.date,
      title: calendarProposals.title,
      clientId: calendarProposals.clientId,
    })
    .from(calendarProposals)
    .where(and(eq(calendarProposals.userId, userId), gt(calendarProposals.eventKey, after)))
    .orderBy(calendarProposals.eventKey)
    .limit(CHUNK);
}

type HeldProposal = Awaited<ReturnType<typeof heldPage>>[number];

const unchanged = (before: HeldProposal, proposal: Proposal) =>
  before.startsAt.getTime() === Date.parse(proposal.startsAt) &&
  before.endsAt.getTime() === Date.parse(proposal.endsAt) &&
  before.date === proposal.date &&
  before.title === proposal.title &&
  before.clientId === proposal.clientId;

/**
 * Keeps what a read proposes: new events become sessions to log, events already waiting are
 * brought up to date (moved, retitled, matched), events the coach logged or skipped stay out, and
 * waiting sessions whose event is now cancelled, free or left out by a rule go. For an address, a
 * waiting session of the period that its calendar no longer holds goes too.
 *
 * What is waiting is compared first, outside a transaction, and only the differences are written,
 * in one: a calendar read again most often changes nothing, and on PGlite a transaction holds the
 * only connection, which every other coach's query waits for.
 */
export async function storeReading(db: Database, { userId, addressId, reading, period }: StoreReadingInput) {
  const { proposals } = reading;
  const proposedKeys = new Set(proposals.map((proposal) => proposal.eventKey));

  const held = await heldProposals(db, userId);
  // A decision deletes its proposal (calendar-proposals.service.ts): only events not waiting can have one.
  const decided = await decidedKeys(
    db,
    userId,
    [...proposedKeys].filter((key) => !held.has(key)),
  );
  const present = await presentClients(db, userId, proposals);
  const matched = (proposal: Proposal, clientsThere: Set<string>) => ({
    ...proposal,
    clientId: proposal.clientId && clientsThere.has(proposal.clientId) ? proposal.clientId : null,
  });
  const fresh = proposals.filter((proposal) => !decided.has(proposal.eventKey)).map((p) => matched(p, present));
  const changed = fresh.filter((proposal) => {
    const before = held.get(proposal.eventKey);
    return !before || !unchanged(before, proposal);
  });
  const goneKeys = new Set(reading.seenKeys.filter((key) => !proposedKeys.has(key)));
  const gone = [...held.values()]
    .filter(
      (row) =>
        goneKeys.has(row.eventKey) ||
        (addressId !== null &&
          row.addressId === addressId &&
          row.startsAt.getTime() >= period.startMs &&
          row.startsAt.getTime() < period.endMs &&
          !proposedKeys.has(row.eventKey)),
    )
    .map((row) => row.eventKey);
  if (changed.length === 0 && gone.length === 0) return { events: reading.events, proposed: fresh.length };

  return db.transaction(async (tx): Promise<CalendarReadResult> => {
    // What the coach decided, or the clients they deleted, since the comparison above.
    const decidedSince = await decidedKeys(
      tx,
      userId,
      changed.map((proposal) => proposal.eventKey),
    );
    const presentNow = await presentClients(tx, userId, changed);
    const writes = changed
      .filter((proposal) => !decidedSince.has(proposal.eventKey))
      .map((p) => matched(p, presentNow));

    for (const keys of chunks(gone)) {
      await tx
        .delete(calendarProposals)
        .where(and(eq(calendarProposals.userId, userId), inArray(calendarProposals.eventKey, keys)));
    }
    for (const rows of chunks(writes)) {
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
    return { events: reading.events, proposed: fresh.length - (changed.length - writes.length) };
  });
}
