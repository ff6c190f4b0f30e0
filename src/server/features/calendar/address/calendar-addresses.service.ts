import { and, asc, eq, lte } from 'drizzle-orm';
import { CALENDAR_ADDRESS_MESSAGES, CALENDAR_LIMITS, type CalendarAddress } from '@/shared/schemas/calendar';
import type { Database } from '../../../db/database';
import { calendarAddresses, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/security/secret-box';
import { bareHost, mayRequest } from './address-policy';

type AddressRow = typeof calendarAddresses.$inferSelect;

/** The address's last four characters: enough to tell two apart, far too few to use. */
const tailOf = (address: string | null) => (address ? address.slice(-4) : '');

function shown(row: AddressRow, box: SecretBox, now: Date): CalendarAddress {
  return {
    id: row.id,
    host: row.host,
    tail: tailOf(box.open(row.urlCiphertext)),
    createdAt: row.createdAt.toISOString(),
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
    failure: row.failure,
    nextReadAt: row.nextReadAt.toISOString(),
    // Due and not yet read: a read is queued or under way ('Refresh now', a new address).
    reading: row.nextReadAt <= now,
  };
}

export async function listAddresses(
  db: Database,
  box: SecretBox,
  { userId, now = new Date() }: { userId: string; now?: Date },
) {
  const rows = await db
    .select()
    .from(calendarAddresses)
    .where(eq(calendarAddresses.userId, userId))
    .orderBy(asc(calendarAddresses.createdAt));
  return rows.map((row) => shown(row, box, now));
}

/**
 * Keeps a calendar address, sealed (ADR 041): refused when it is not https (http to this machine
 * on a laptop only), when it is already kept, or past the coach's limit. The caller queues its
 * first read.
 */
export async function addAddress(
  db: Database,
  box: SecretBox,
  { userId, url, deployed, now = new Date() }: { userId: string; url: string; deployed: boolean; now?: Date },
) {
  const parsed = new URL(url);
  if (!mayRequest(parsed, { deployed })) {
    throw new AppError('VALIDATION_FAILED', CALENDAR_ADDRESS_MESSAGES.notHttps, [
      { path: 'url', message: CALENDAR_ADDRESS_MESSAGES.notHttps },
    ]);
  }
  return db.transaction(async (tx) => {
    // One save at a time per coach, so that two at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const kept = await tx
      .select({ urlCiphertext: calendarAddresses.urlCiphertext })
      .from(calendarAddresses)
      .where(eq(calendarAddresses.userId, userId));
    if (kept.some((row) => box.open(row.urlCiphertext) === parsed.href)) {
      throw new AppError('CONFLICT', 'This calendar address is already saved.');
    }
    if (kept.length >= CALENDAR_LIMITS.addresses)
      throw new AppError('LIMIT_REACHED', CALENDAR_ADDRESS_MESSAGES.tooMany);
    const [row] = await tx
      .insert(calendarAddresses)
      .values({ userId, urlCiphertext: box.seal(parsed.href), host: bareHost(parsed).toLowerCase(), nextReadAt: now })
      .returning();
    return shown(row!, box, now);
  });
}

/** Deletes a coach's address; its sessions waiting to be logged go with it (the foreign key cascades). */
export async function removeAddress(db: Database, { userId, id }: { userId: string; id: string }) {
  const deleted = await db
    .delete(calendarAddresses)
    .where(and(eq(calendarAddresses.id, id), eq(calendarAddresses.userId, userId)))
    .returning({ id: calendarAddresses.id });
  if (deleted.length === 0) throw notFound('Calendar address');
}

/** 'Refresh now': the address becomes due, so the page shows it being read. The caller queues the read. */
export async function markAddressDue(
  db: Database,
  { userId, id, now = new Date() }: { userId: string; id: string; now?: Date },
) {
  const updated = await db
    .update(calendarAddresses)
    .set({ nextReadAt: now, updatedAt: now })
    .where(and(eq(calendarAddresses.id, id), eq(calendarAddresses.userId, userId)))
    .returning({ id: calendarAddresses.id });
  if (updated.length === 0) throw notFound('Calendar address');
}

/** Addresses whose next read is due, the longest waiting first; a bounded batch per call. */
export async function dueAddresses(db: Database, { now, limit }: { now: Date; limit: number }) {
  const rows = await db
    .select({ id: calendarAddresses.id })
    .from(calendarAddresses)
    .where(lte(calendarAddresses.nextReadAt, now))
    .orderBy(asc(calendarAddresses.nextReadAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

const HOUR_MS = 3_600_000;

/** After a failure the wait doubles: 1 h, 2 h, 4 h… up to a day. */
export const retryWaitMs = (failures: number) => Math.min(24 * HOUR_MS, HOUR_MS * 2 ** Math.max(0, failures - 1));

export async function recordRead(db: Database, { id, now }: { id: string; now: Date }) {
  await db
    .update(calendarAddresses)
    .set({ lastReadAt: now, failure: null, failures: 0, nextReadAt: new Date(now.getTime() + HOUR_MS), updatedAt: now })
    .where(eq(calendarAddresses.id, id));
}

/** A failed read: its reason shown on the page, the next try later each time it fails again. */
export async function recordFailure(
  db: Database,
  { id, now, failure, failures }: { id: string; now: Date; failure: string; failures: number },
) {
  await db
    .update(calendarAddresses)
    .set({ failure, failures, nextReadAt: new Date(now.getTime() + retryWaitMs(failures)), updatedAt: now })
    .where(eq(calendarAddresses.id, id));
}
