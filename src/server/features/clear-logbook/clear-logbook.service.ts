import { count, eq } from 'drizzle-orm';
import type { ClearLogbookInput } from '@/shared/schemas/clear-logbook';
import type { Database } from '../../db/database';
import { clients, coachingSessions } from '../../db/schema';

/**
 * The spec's 'delete all' for the coach's clients or sessions, in one transaction, scoped to the
 * coach. Clients take their sessions and tools with them (foreign key cascade). Not undone by a
 * toast: the page offers a backup first and asks for the words typed.
 */
export async function clearLogbook(db: Database, { userId, input }: { userId: string; input: ClearLogbookInput }) {
  return db.transaction(async (tx) => {
    const [sessions] = await tx
      .select({ n: count() })
      .from(coachingSessions)
      .where(eq(coachingSessions.userId, userId));
    if (input.what === 'sessions') {
      await tx.delete(coachingSessions).where(eq(coachingSessions.userId, userId));
      return { clients: 0, sessions: sessions!.n };
    }
    const deleted = await tx.delete(clients).where(eq(clients.userId, userId)).returning({ id: clients.id });
    return { clients: deleted.length, sessions: sessions!.n };
  });
}
