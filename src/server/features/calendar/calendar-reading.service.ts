import { and, eq, sql } from 'drizzle-orm';
import { CALENDAR_MESSAGES, type CalendarPeriod, type CalendarReadResult } from '@/shared/schemas/calendar';
import type { Database } from '../../db/database';
import { clients, users } from '../../db/schema';
import type { Workers } from '../../worker-tasks';
import { getCoachTimeZone } from '../profile/profile.service';
import { getCalendarRules } from './calendar-rules.service';
import { storeReading } from './calendar-store';
import { startOfLocalDate } from '@/shared/domain/zoned-time';

const DAY_MS = 86_400_000;
/** A calendar is read in seconds; past this its thread is stopped and the coach told. */
const READ_TIMEOUT_MS = 30_000;

/** The period's bounds as instants in the coach's time zone: its first day's start, its last day's end. */
export function periodInstants({ from, to }: CalendarPeriod, timeZone: string) {
  const dayAfter = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { startMs: startOfLocalDate(from, timeZone), endMs: startOfLocalDate(dayAfter, timeZone) };
}

export interface ReadCalendarInput {
  userId: string;
  /** The address read; null for a file. */
  addressId: string | null;
  /** Moved to the worker thread: the caller must not use them afterwards. */
  bytes: ArrayBuffer;
  period: CalendarPeriod;
  now?: Date;
}

/**
 * Reads a calendar (a file's or an address's bytes) in a worker thread and keeps the sessions it
 * proposes. What the worker needs to match events is read first: the coach's time zone, e-mail,
 * active clients and rules; the worker sends back proposals without a single attendee address.
 */
export async function readCalendar(
  db: Database,
  workers: Workers,
  { userId, addressId, bytes, period, now = new Date() }: ReadCalendarInput,
): Promise<CalendarReadResult> {
  const [timeZone, rules, [coach], clientRows] = await Promise.all([
    getCoachTimeZone(db, { userId }),
    getCalendarRules(db, { userId }),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: clients.id, name: clients.name, email: sql<string | null>`lower(${clients.email})` })
      .from(clients)
      .where(and(eq(clients.userId, userId), eq(clients.status, 'active'))),
  ]);
  const instants = periodInstants(period, timeZone);
  const reading = await workers.run(
    'readCalendar',
    {
      bytes,
      period: instants,
      nowMs: now.getTime(),
      timeZone,
      coachEmail: (coach?.email ?? '').toLowerCase(),
      clients: clientRows,
      rules: { ignoredTitles: rules.ignoredTitles, coachingWord: rules.coachingWord },
    },
    { transferList: [bytes], tooHeavy: CALENDAR_MESSAGES.tooComplex, timeoutMs: READ_TIMEOUT_MS },
  );
  return storeReading(db, { userId, addressId, reading, period: instants });
}
