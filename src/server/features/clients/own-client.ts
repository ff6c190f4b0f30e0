import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A coach works only with their own clients; any other id is "not found", never "forbidden".
 * Every feature that takes a client id (sessions, GROW plans, wheels, feedback) asks here.
 */
export async function assertOwnClient(db: Database, userId: string, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)));
  if (!client) throw new AppError('NOT_FOUND', 'Client not found', [{ path: 'clientId', message: 'Client not found' }]);
  return client;
}
