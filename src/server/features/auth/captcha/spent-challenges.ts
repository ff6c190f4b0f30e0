import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { captchaSolutions } from '../../../db/schema';

/**
 * Records a solved challenge as spent; false when it already was (a replay). One atomic insert,
 * so two instances given the same solution at once accept it only once. Spent challenges are
 * forgotten after they expire, when they would be refused anyway.
 */
export async function spendChallenge(db: Database, signature: string, expiresAt: Date) {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
  const inserted = await db
    .insert(captchaSolutions)
    .values({ challengeSignature: signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.challengeSignature });
  return inserted.length === 1;
}
