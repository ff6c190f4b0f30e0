import { formatDayMonth } from '@/client/lib/dates';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';

/** What a new session starts with: usually the last session's client, length, type and payment. */
export type SessionDefaults = Partial<
  Pick<CoachingSession, 'clientId' | 'duration' | 'sessionType' | 'groupSize' | 'payment'>
>;

export type LastSession = Pick<CoachingSession, 'clientId' | 'duration' | 'sessionType' | 'groupSize' | 'payment'>;

/** A new session starts as the last one was, so the same client's next session is logged at once. */
export function defaultsFromLastSession(last: LastSession | undefined): SessionDefaults {
  if (!last) return {};
  const { clientId, duration, sessionType, groupSize, payment } = last;
  return { clientId, duration, sessionType, groupSize, payment };
}

/** The toast after saving: 'Session with Amelia Clarke on 21 October saved' (the year when not this year). */
export const sessionSavedMessage = (clientName: string, isoDate: string, today?: string) =>
  `Session with ${clientName} on ${formatDayMonth(isoDate, today)} saved`;
