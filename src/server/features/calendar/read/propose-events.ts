import { clientNamedInTitle, hasCoachingWord, isIgnoredTitle } from '@/shared/domain/calendar-matching';
import type { CalendarRules } from '@/shared/schemas/calendar';
import type { Occurrence } from './calendar-occurrences';
import { localDate } from '@/shared/domain/zoned-time';

export interface MatchableClient {
  id: string;
  name: string;
  /** Lower case; null when the client has none. */
  email: string | null;
}

/** What a proposal stores (issue 27): never a description, a location or the attendees. */
export interface ProposalDraft {
  uid: string;
  recurrenceId: string;
  startsAt: string;
  endsAt: string;
  date: string;
  title: string;
  clientId: string | null;
}

export interface ProposeContext {
  nowMs: number;
  timeZone: string;
  /** The coach's account e-mail: in an event's people, it is the coach, not a guest. */
  coachEmail: string;
  clients: readonly MatchableClient[];
  rules: Pick<CalendarRules, 'ignoredTitles' | 'coachingWord'>;
}

const MAX_MINUTES = 1440;

/** Whether someone besides the calendar's owner takes part. */
function hasOtherPerson({ organizer, attendees }: Occurrence, coachEmail: string) {
  const people = new Set([organizer, ...attendees].filter((email): email is string => email !== null));
  const ownerKnown = people.delete(coachEmail);
  // Without the coach's address among them, one of the people is the calendar's owner.
  return people.size >= (ownerKnown ? 1 : 2);
}

function matchClient(occurrence: Occurrence, { clients, coachEmail }: ProposeContext) {
  // An event with nobody but its owner is matched by its title alone.
  if (hasOtherPerson(occurrence, coachEmail)) {
    for (const email of [occurrence.organizer, ...occurrence.attendees]) {
      const client = email && email !== coachEmail ? clients.find((candidate) => candidate.email === email) : undefined;
      if (client) return client;
    }
  }
  return clientNamedInTitle(occurrence.title, clients);
}

/** Could this occurrence be a coaching session that took place? */
function canBeSession(occurrence: Occurrence, context: ProposeContext) {
  const minutes = (occurrence.endMs - occurrence.startMs) / 60_000;
  return (
    !occurrence.cancelled &&
    !occurrence.allDay &&
    !occurrence.transparent &&
    occurrence.startMs <= context.nowMs &&
    minutes >= 1 &&
    minutes <= MAX_MINUTES &&
    !isIgnoredTitle(occurrence.title, context.rules.ignoredTitles)
  );
}

/**
 * The sessions to propose from a period's occurrences, each matched to a client: an attendee's
 * (or the organiser's) e-mail that is a client's, else a client's name in the title, else none.
 * Without a client, an event is proposed only when it looks like coaching: the coaching word in
 * its title, or (with no word set) someone besides the coach taking part. Attendee addresses
 * are used here, in the worker, and never leave it.
 */
export function proposeEvents(occurrences: readonly Occurrence[], context: ProposeContext) {
  const proposals: ProposalDraft[] = [];
  for (const occurrence of occurrences) {
    if (!canBeSession(occurrence, context)) continue;
    const client = matchClient(occurrence, context);
    const { coachingWord } = context.rules;
    const looksLikeCoaching =
      hasCoachingWord(occurrence.title, coachingWord) ||
      (coachingWord === null && hasOtherPerson(occurrence, context.coachEmail));
    if (!client && !looksLikeCoaching) continue;
    proposals.push({
      uid: occurrence.uid,
      recurrenceId: occurrence.recurrenceId,
      startsAt: new Date(occurrence.startMs).toISOString(),
      endsAt: new Date(occurrence.endMs).toISOString(),
      date: localDate(occurrence.startMs, context.timeZone),
      title: occurrence.title,
      clientId: client?.id ?? null,
    });
  }
  return proposals;
}
