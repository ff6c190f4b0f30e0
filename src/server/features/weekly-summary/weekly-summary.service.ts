import { eq } from 'drizzle-orm';
import {
  INVALID_UNSUBSCRIBE_LINK,
  type WeeklySummarySetting,
  type WeeklySummaryState,
} from '@/shared/schemas/weekly-summary';
import type { Database } from '../../db/database';
import { weeklySummarySubscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { LinkSigner } from '../../lib/security/signed-links';
import { getCoachTimeZone } from '../profile/profile.service';
import { UNSUBSCRIBE_PURPOSE } from './unsubscribe-links';

/** The switch, and the time zone whose Monday morning the summary follows (set on /profile). */
export async function getWeeklySummarySetting(db: Database, { userId }: { userId: string }) {
  const [[row], timeZone] = await Promise.all([
    db
      .select({ userId: weeklySummarySubscriptions.userId })
      .from(weeklySummarySubscriptions)
      .where(eq(weeklySummarySubscriptions.userId, userId)),
    getCoachTimeZone(db, { userId }),
  ]);
  return { subscribed: row !== undefined, timeZone } satisfies WeeklySummaryState;
}

export async function setWeeklySummarySetting(
  db: Database,
  { userId, input }: { userId: string; input: WeeklySummarySetting },
) {
  if (input.subscribed) {
    await db.insert(weeklySummarySubscriptions).values({ userId }).onConflictDoNothing();
  } else {
    await db.delete(weeklySummarySubscriptions).where(eq(weeklySummarySubscriptions.userId, userId));
  }
  return input;
}

/** One click, no sign-in: the token names the coach. Unsubscribing twice is as good as once. */
export async function unsubscribeByToken(db: Database, signer: LinkSigner, token: string) {
  const userId = signer.verify(UNSUBSCRIBE_PURPOSE, token);
  if (userId === null) throw new AppError('BAD_REQUEST', INVALID_UNSUBSCRIBE_LINK);
  await db.delete(weeklySummarySubscriptions).where(eq(weeklySummarySubscriptions.userId, userId));
  return { subscribed: false as const };
}
