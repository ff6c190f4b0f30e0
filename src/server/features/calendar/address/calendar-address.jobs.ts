import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { lastThirtyDays } from '@/shared/domain/calendar-period';
import { localDate } from '@/shared/domain/zoned-time';
import { CALENDAR_ADDRESS_MESSAGES } from '@/shared/schemas/calendar';
import type { JobDeps } from '../../../app-env';
import { calendarAddresses } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { defineJob, type JobContext } from '../../../lib/jobs/job-definition';
import { getCoachTimeZone } from '../../profile/profile.service';
import { readCalendar } from '../calendar-reading.service';
import { dueAddresses, recordFailure, recordRead } from './calendar-addresses.service';
import { AddressReadError, readCalendarAddress } from './read-address';

/** Addresses one look for due reads queues at most; the next look takes the rest. */
const DUE_BATCH = 1_000;

/**
 * Reads one saved address and proposes its events of the last 30 days, as a file's are. A failure
 * is recorded with its reason and the address read again later (ADR 041), never retried by the
 * queue at once: one coach's broken calendar costs the others nothing.
 */
export async function readSavedAddress(deps: JobDeps, addressId: string, signal: AbortSignal) {
  const { db } = deps.database;
  const [address] = await db.select().from(calendarAddresses).where(eq(calendarAddresses.id, addressId));
  if (!address) return; // Removed since the read was queued.
  const now = deps.now();
  const fail = (failure: string) => recordFailure(db, { id: address.id, now, failure, failures: address.failures + 1 });
  const url = deps.secretBox.open(address.urlCiphertext);
  // AUTH_SECRET changed since it was saved: only the coach can give it again.
  if (url === null) return fail(CALENDAR_ADDRESS_MESSAGES.sealedElsewhere);
  try {
    const bytes = await readCalendarAddress(url, { deployed: deps.env.deployed, signal });
    const timeZone = await getCoachTimeZone(db, { userId: address.userId });
    await readCalendar(db, deps.workers, {
      userId: address.userId,
      addressId: address.id,
      bytes,
      period: lastThirtyDays(localDate(now.getTime(), timeZone)),
      now,
    });
    await recordRead(db, { id: address.id, now });
  } catch (error) {
    // The reader's and the calendar's reasons are the coach's to read; anything else is ours.
    if (error instanceof AddressReadError || error instanceof AppError) return fail(error.message);
    const [stillThere] = await db
      .select({ id: calendarAddresses.id })
      .from(calendarAddresses)
      .where(eq(calendarAddresses.id, address.id));
    if (!stillThere) return; // Removed while it was being read: its proposals went with it.
    await fail(CALENDAR_ADDRESS_MESSAGES.unreadable);
    throw error;
  }
}

export const calendarAddressReadJob = defineJob({
  name: 'calendar-address-read',
  data: z.object({ addressId: z.uuid() }),
  // One read of an address at a time on every instance; 'Refresh now' pressed again waits as one job.
  key: ({ addressId }) => addressId,
  // A failure waits for the address's own next read (an hour, then longer), not the queue's retries.
  retry: { limit: 0, delaySeconds: 60 },
  // 10 s to fetch, the worker thread's reading (30 s at most), and storing.
  timeoutSeconds: 60,
  concurrency: 2,
  run: ({ addressId }, deps: JobDeps, { signal }: JobContext) => readSavedAddress(deps, addressId, signal),
});

/**
 * Every ten minutes, each address whose next read is due (hourly, or later after failures) gets
 * a read queued: a missed minute costs ten, not an hour, and a restart loses nothing (ADR 040).
 */
export const calendarAddressesDueJob = defineJob({
  name: 'calendar-addresses-due',
  data: z.object({}),
  schedule: { cron: '*/10 * * * *', timeZone: 'UTC', data: {} },
  run: async (_data, deps: JobDeps) => {
    const due = await dueAddresses(deps.database.db, { now: deps.now(), limit: DUE_BATCH });
    for (const addressId of due) await deps.jobs.send('calendar-address-read', { addressId });
    if (due.length > 0) deps.logger.info({ queued: due.length }, 'calendar addresses queued for reading');
  },
});
