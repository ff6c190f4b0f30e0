import { formatLongDate } from '@/client/lib/dates';
import type { SupervisionSession, SupervisionSessionFormValues } from '@/shared/schemas/supervision';

export const formatTopics = (topics: string[]) => (topics.length > 0 ? topics.join(', ') : '-');

/** Names an icon button by the session's date, as a screen reader user scanning the rows hears it. */
export const sessionActionLabel = (action: 'Edit' | 'Actions for', date: string, locale?: string) =>
  `${action} supervision session of ${formatLongDate(date, locale)}`;

/** What the form starts from: a saved session, or today's date and the spec's 60 minutes. */
export function toSupervisionFormValues(session: SupervisionSession | undefined, today: string) {
  return {
    supervisorName: session?.supervisorName ?? '',
    date: session?.date ?? today,
    duration: session?.duration ?? 60,
    topics: session?.topics.join(', ') ?? '',
    notes: session?.notes ?? '',
    supervisionType: session?.supervisionType ?? 'individual',
    supervisorAccreditation: session?.supervisorAccreditation ?? '',
    // A date already kept is not asked about again when the session is edited.
    confirmedDates: session ? [session.date] : [],
  } satisfies SupervisionSessionFormValues;
}
