import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { clients, coachingSessions, logbookVersions } from './schema';

const target = inject('testDatabase');
const t = useTestApp();

async function coachWithClient() {
  const { cookie } = await createCoach(t());
  const userId = (await (await call(t(), 'GET', '/api/me', { cookie })).json()).user.id as string;
  const client = await addClient(t(), cookie, { name: 'Ann' });
  return { userId, clientId: client.id };
}

const versionOf = async (userId: string) =>
  (await t().database.db.select().from(logbookVersions).where(eq(logbookVersions.userId, userId)))[0]?.version;

/** Migration 0027: the coach's logbook version, bumped by every write to the dashboard's tables. */
describe('the logbook version', () => {
  it('moves once per statement, however many rows it writes, and only for their coach', async () => {
    const coach = await coachWithClient();
    const other = await coachWithClient();
    const [before, otherBefore] = [await versionOf(coach.userId), await versionOf(other.userId)];
    await t()
      .database.db.insert(clients)
      .values(Array.from({ length: 50 }, (_, index) => ({ userId: coach.userId, name: `Client ${index}` })));
    expect(await versionOf(coach.userId)).toBe(before! + 1);
    expect(await versionOf(other.userId)).toBe(otherBefore);
  });

  // PGlite runs one transaction at a time: the race needs PostgreSQL.
  it.runIf(target.kind === 'postgres')(
    'lets a transaction that writes clients then sessions run beside a session logged at the same moment',
    async () => {
      const { userId, clientId } = await coachWithClient();
      const { db } = t().database;
      const session = (date: string) => ({ userId, clientId, date, duration: 60 });
      let resume = () => {};
      const resumed = new Promise<void>((resolve) => (resume = resolve));
      let clientsWritten = () => {};
      const firstHasWrittenClients = new Promise<void>((resolve) => (clientsWritten = resolve));
      // As an import does: clients first, then sessions, in one transaction.
      const importing = db.transaction(async (tx) => {
        await tx.insert(clients).values({ userId, name: 'Imported' });
        clientsWritten();
        await resumed;
        await tx.insert(coachingSessions).values(session('2026-03-01'));
      });
      await firstHasWrittenClients;
      const logging = db.transaction(async (tx) => {
        await tx.insert(coachingSessions).values(session('2026-03-02'));
      });
      // Long enough for the second to reach its locks, and wait on the first's.
      await new Promise((resolve) => setTimeout(resolve, 300));
      resume();
      // Locked in opposite orders, PostgreSQL would end one of them with "deadlock detected".
      await expect(Promise.all([importing, logging])).resolves.toBeDefined();
      expect(await db.select().from(coachingSessions).where(eq(coachingSessions.userId, userId))).toHaveLength(2);
    },
  );
});
