import { and, eq, sql } from 'drizzle-orm';
import type { ClientOverview } from '@/shared/schemas/clients';
import type { Database } from '../../db/database';
import { coachingSessions } from '../../db/schema';
import { getClient } from './clients.service';

/**
 * The client's page in one call: the client (404 unless the coach's own) and one aggregate over
 * their sessions. The sessions themselves come page by page from the sessions API.
 */
export async function getClientOverview(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<ClientOverview> {
  const client = await getClient(db, { userId, id });
  const [totals] = await db
    .select({
      sessions: sql<number>`count(*)::int`,
      paidMinutes: sql<number>`coalesce(sum(${coachingSessions.duration}) filter (where ${coachingSessions.payment} = 'paid'), 0)::int`,
      proBonoMinutes: sql<number>`coalesce(sum(${coachingSessions.duration}) filter (where ${coachingSessions.payment} = 'pro_bono'), 0)::int`,
      sessionsWithGoalsSet: sql<number>`(count(*) filter (where ${coachingSessions.goalsSet} is not null))::int`,
      sessionsWithGoalsAchieved: sql<number>`(count(*) filter (where ${coachingSessions.goalsAchieved} is not null))::int`,
      firstDate: sql<string | null>`min(${coachingSessions.date})::text`,
      lastDate: sql<string | null>`max(coalesce(${coachingSessions.summaryEndDate}, ${coachingSessions.date}))::text`,
    })
    .from(coachingSessions)
    .where(and(eq(coachingSessions.clientId, id), eq(coachingSessions.userId, userId)));
  return { client, totals: totals! };
}
