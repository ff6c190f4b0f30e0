import type { CoachingSession } from '@/shared/schemas/coaching-sessions';

/** What a new session starts with: usually the last session's client, length, type and payment. */
export type SessionDefaults = Partial<
  Pick<CoachingSession, 'clientId' | 'date' | 'duration' | 'sessionType' | 'groupSize' | 'payment'>
> & {
  /** A new client to create with the session, named already (from a calendar event's title). */
  newClientName?: string;
};

export type LastSession = Pick<CoachingSession, 'clientId' | 'duration' | 'sessionType' | 'groupSize' | 'payment'>;

/** A new session starts as the last one was, so the same client's next session is logged at once. */
export function defaultsFromLastSession(last: LastSession | undefined): SessionDefaults {
  if (!last) return {};
  const { clientId, duration, sessionType, groupSize, payment } = last;
  return { clientId, duration, sessionType, groupSize, payment };
}

/** '21 October' for '2026-10-21': the day and month, as a coach says them. */
export function dayAndMonth(isoDate: string, locale = 'en-GB') {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString(locale, { day: 'numeric', month: 'long' });
}

/** The toast after saving: 'Session with Amelia Clarke on 21 October saved'. */
export const sessionSavedMessage = (clientName: string, isoDate: string) =>
  `Session with ${clientName} on ${dayAndMonth(isoDate)} saved`;
