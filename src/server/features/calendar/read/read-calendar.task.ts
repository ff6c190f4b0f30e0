import { CALENDAR_MESSAGES, type CalendarRules } from '@/shared/schemas/calendar';
import { AppError } from '../../../lib/app-error';
import { taskOutcome } from '../../../lib/worker-pool/task-outcome';
import { eventKey } from '../event-key';
import { calendarOccurrences } from './calendar-occurrences';
import { calendarText } from './calendar-text';
import { proposeEvents, type MatchableClient, type ProposalDraft } from './propose-events';

export interface ReadCalendarInput {
  bytes: ArrayBuffer;
  /** The period's bounds as instants (ms): its first day's start and the moment after its last. */
  period: { startMs: number; endMs: number };
  nowMs: number;
  timeZone: string;
  coachEmail: string;
  clients: MatchableClient[];
  rules: Pick<CalendarRules, 'ignoredTitles' | 'coachingWord'>;
}

export interface CalendarReading {
  /** Events (distinct UIDs) in the calendar, whatever their dates. */
  events: number;
  /**
   * The key (event-key.ts) of every occurrence in the period, proposed or not: a waiting proposal
   * not among `proposals` is gone. Keys are hashed here, off the event loop.
   */
  seenKeys: string[];
  proposals: (ProposalDraft & { eventKey: string })[];
}

/** Runs in a worker thread (worker-tasks.ts): a calendar's bytes become the sessions it proposes. */
export function readCalendarTask({ bytes, period, nowMs, timeZone, coachEmail, clients, rules }: ReadCalendarInput) {
  return taskOutcome((): CalendarReading => {
    try {
      const { events, occurrences } = calendarOccurrences(calendarText(bytes), { period, timeZone });
      return {
        events,
        seenKeys: occurrences.map(({ uid, recurrenceId }) => eventKey(uid, recurrenceId)),
        proposals: proposeEvents(occurrences, { nowMs, timeZone, coachEmail, clients, rules }).map((proposal) => ({
          ...proposal,
          eventKey: eventKey(proposal.uid, proposal.recurrenceId),
        })),
      };
    } catch (error) {
      // ical.js throws plain errors at what it cannot make sense of (a rule it cannot satisfy,
      // a malformed value deep in the file): the coach hears that the file could not be read.
      if (error instanceof AppError) throw error;
      throw new AppError('BAD_REQUEST', CALENDAR_MESSAGES.unreadable);
    }
  });
}
