import { formatDayMonth } from '@/client/lib/dates';
import type { CoachingSession, LastSession } from '@/shared/schemas/coaching-sessions';

/** What a new session starts with: usually the last session's client, length, type and payment. */
export type SessionDefaults = Partial<
  Pick<CoachingSession, 'clientId' | 'date' | 'duration' | 'sessionType' | 'groupSize' | 'payment'>
> & {
  /** A new client to create with the session, named already (from a calendar event's title). */
  newClientName?: string;
};

/**
 * A new session starts as the last one was, so the same client's next session is logged at once;
 * for a given client (their page), with that client.
 */
export function defaultsFromLastSession(last: LastSession | null | undefined, clientId?: string): SessionDefaults {
  const defaults: SessionDefaults = {};
  if (last) {
    const { duration, sessionType, groupSize, payment } = last;
    Object.assign(defaults, { clientId: last.clientId, duration, sessionType, groupSize, payment });
  }
  if (clientId) defaults.clientId = clientId;
  return defaults;
}

/** The toast after saving: 'Session with Amelia Clarke on 21 October saved' (the year when not this year). */
export const sessionSavedMessage = (clientName: string, isoDate: string, today?: string) =>
  `Session with ${clientName} on ${formatDayMonth(isoDate, today)} saved`;
