import { and, eq, inArray } from 'drizzle-orm';
import { hasCoachingWord, isIgnoredTitle } from '@/shared/domain/calendar-matching';
import { DEFAULT_CALENDAR_RULES, type CalendarRules } from '@/shared/schemas/calendar';
import type { Database } from '../../db/database';
import { calendarProposals, calendarRules } from '../../db/schema';

export async function getCalendarRules(db: Database, { userId }: { userId: string }): Promise<CalendarRules> {
  const [row] = await db
    .select({
      ignoredTitles: calendarRules.ignoredTitles,
      coachingWord: calendarRules.coachingWord,
      defaultPayment: calendarRules.defaultPayment,
    })
    .from(calendarRules)
    .where(eq(calendarRules.userId, userId));
  return row ?? DEFAULT_CALENDAR_RULES;
}

/**
 * Saves the rules, and lets go at once of the waiting sessions they now leave out: a title to
 * ignore, or (with a coaching word) an event with no client and without the word.
 */
export async function saveCalendarRules(
  db: Database,
  { userId, rules }: { userId: string; rules: CalendarRules },
): Promise<CalendarRules> {
  return db.transaction(async (tx) => {
    await tx
      .insert(calendarRules)
      .values({ userId, ...rules })
      .onConflictDoUpdate({ target: calendarRules.userId, set: { ...rules, updatedAt: new Date() } });
    const waiting = await tx
      .select({ id: calendarProposals.id, title: calendarProposals.title, clientId: calendarProposals.clientId })
      .from(calendarProposals)
      .where(eq(calendarProposals.userId, userId));
    const leftOut = waiting.filter(
      ({ title, clientId }) =>
        isIgnoredTitle(title, rules.ignoredTitles) ||
        (clientId === null && rules.coachingWord !== null && !hasCoachingWord(title, rules.coachingWord)),
    );
    if (leftOut.length > 0) {
      await tx.delete(calendarProposals).where(
        and(
          eq(calendarProposals.userId, userId),
          inArray(
            calendarProposals.id,
            leftOut.map(({ id }) => id),
          ),
        ),
      );
    }
    return rules;
  });
}
