import { and, asc, eq, inArray, isNotNull, not } from 'drizzle-orm';
import { coachingSessionInputSchema } from '@/shared/schemas/coaching-sessions';
import type { Database } from '../../db/database';
import { calendarDecisions, calendarProposals, coachingSessions } from '../../db/schema';
import { getCalendarRules } from './calendar-rules.service';
import { alreadyLogged } from './calendar-proposals.service';

const CHUNK = 500;

/** An event's length in whole minutes, as a session holds it (1 to 1,440). */
const minutesBetween = (start: Date, end: Date) =>
  Math.min(1440, Math.max(1, Math.round((end.getTime() - start.getTime()) / 60_000)));

/**
 * 'Log all matched': every waiting proposal with a client becomes a session with the session
 * form's defaults (individual, the coach's default payment, the event's length), in one
 * transaction. One session per client per day: of two proposals for the same client and day, the
 * earlier is logged and the other then shows 'Already logged'.
 */
export async function logAllMatched(db: Database, { userId }: { userId: string }) {
  const { defaultPayment } = await getCalendarRules(db, { userId });
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({
        id: calendarProposals.id,
        eventKey: calendarProposals.eventKey,
        clientId: calendarProposals.clientId,
        date: calendarProposals.date,
        startsAt: calendarProposals.startsAt,
        endsAt: calendarProposals.endsAt,
      })
      .from(calendarProposals)
      .where(and(eq(calendarProposals.userId, userId), isNotNull(calendarProposals.clientId), not(alreadyLogged)))
      .orderBy(asc(calendarProposals.startsAt))
      .for('update');
    const firstOfDay = new Map<string, (typeof waiting)[number]>();
    for (const proposal of waiting) {
      const day = `${proposal.clientId} ${proposal.date}`;
      if (!firstOfDay.has(day)) firstOfDay.set(day, proposal);
    }
    const toLog = [...firstOfDay.values()];
    let loggedCount = 0;
    for (let index = 0; index < toLog.length; index += CHUNK) {
      const chunk = toLog.slice(index, index + CHUNK);
      // Through the form's schema, so every rule a session must meet holds here too.
      const sessions = chunk.map((proposal) => ({
        ...coachingSessionInputSchema.parse({
          clientId: proposal.clientId,
          date: proposal.date,
          duration: minutesBetween(proposal.startsAt, proposal.endsAt),
          payment: defaultPayment,
          sessionType: 'individual',
        }),
        userId,
      }));
      // A session saved meanwhile for the same client and day wins; its proposal stays, 'Already logged'.
      const inserted = await tx
        .insert(coachingSessions)
        .values(sessions)
        .onConflictDoNothing()
        .returning({ clientId: coachingSessions.clientId, date: coachingSessions.date });
      const loggedDays = new Set(inserted.map((row) => `${row.clientId} ${row.date}`));
      const logged = chunk.filter((proposal) => loggedDays.has(`${proposal.clientId} ${proposal.date}`));
      loggedCount += logged.length;
      if (logged.length === 0) continue;
      await tx
        .insert(calendarDecisions)
        .values(logged.map((proposal) => ({ userId, eventKey: proposal.eventKey, decision: 'logged' as const })))
        .onConflictDoUpdate({
          target: [calendarDecisions.userId, calendarDecisions.eventKey],
          set: { decision: 'logged', updatedAt: new Date() },
        });
      await tx.delete(calendarProposals).where(
        and(
          eq(calendarProposals.userId, userId),
          inArray(
            calendarProposals.id,
            logged.map((proposal) => proposal.id),
          ),
        ),
      );
    }
    return { logged: loggedCount };
  });
}
