import { and, count, desc, eq } from 'drizzle-orm';
import type { ClientToolQuery } from '@/shared/schemas/client-tool-query';
import type { GrowPlan, GrowPlanInput } from '@/shared/schemas/grow-plans';
import type { Page } from '@/shared/domain/paging';
import type { Database } from '../../db/database';
import { clients, coachingSessions, growPlans } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import { assertOwnClient } from '../clients/own-client';
import { assertRoomFor } from '../auth/policy/logbook-limits';

const ownedBy = (userId: string, id: string) => and(eq(growPlans.id, id), eq(growPlans.userId, userId));

const withNames = (db: Database) =>
  db
    .select({ plan: growPlans, clientName: clients.name, sessionDate: coachingSessions.date })
    .from(growPlans)
    .innerJoin(clients, eq(clients.id, growPlans.clientId))
    .leftJoin(coachingSessions, eq(coachingSessions.id, growPlans.coachingSessionId));

type PlanRow = Awaited<ReturnType<ReturnType<typeof withNames>['where']>>[number];

function toGrowPlan({ plan, clientName, sessionDate }: PlanRow): GrowPlan {
  return {
    id: plan.id,
    clientId: plan.clientId,
    clientName,
    coachingSessionId: plan.coachingSessionId,
    coachingSessionDate: sessionDate,
    date: plan.date,
    title: plan.title,
    goal: plan.goal,
    reality: plan.reality,
    options: plan.options,
    will: plan.will,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** The plan may prepare one of this client's sessions, and only one of the coach's own. */
async function assertOwnPlanLinks(db: Database, userId: string, input: GrowPlanInput) {
  await assertOwnClient(db, userId, input.clientId);
  if (!input.coachingSessionId) return;
  const [session] = await db
    .select({ id: coachingSessions.id })
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.id, input.coachingSessionId),
        eq(coachingSessions.userId, userId),
        eq(coachingSessions.clientId, input.clientId),
      ),
    );
  if (!session) {
    throw new AppError('NOT_FOUND', 'Session not found', [{ path: 'coachingSessionId', message: 'Session not found' }]);
  }
}

/** A page of one client's plans, newest first. */
export async function listGrowPlans(
  db: Database,
  { userId, query }: { userId: string; query: ClientToolQuery },
): Promise<Page<GrowPlan>> {
  await assertOwnClient(db, userId, query.clientId);
  const where = and(eq(growPlans.userId, userId), eq(growPlans.clientId, query.clientId));
  return readPage(
    query,
    ({ limit, offset }) =>
      withNames(db)
        .where(where)
        .orderBy(desc(growPlans.date), desc(growPlans.createdAt), desc(growPlans.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(growPlans).where(where),
    toGrowPlan,
  );
}

export async function getGrowPlan(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await withNames(db).where(ownedBy(userId, id));
  if (!row) throw notFound('GROW plan');
  return toGrowPlan(row);
}

export async function createGrowPlan(db: Database, { userId, input }: { userId: string; input: GrowPlanInput }) {
  await assertRoomFor(db, userId, 'growPlans');
  await assertOwnPlanLinks(db, userId, input);
  const [row] = await db
    .insert(growPlans)
    .values({ ...input, userId })
    .returning({ id: growPlans.id });
  return getGrowPlan(db, { userId, id: row!.id });
}

export async function updateGrowPlan(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: GrowPlanInput },
) {
  await assertOwnPlanLinks(db, userId, input);
  const [row] = await db.update(growPlans).set(input).where(ownedBy(userId, id)).returning({ id: growPlans.id });
  if (!row) throw notFound('GROW plan');
  return getGrowPlan(db, { userId, id });
}

export async function deleteGrowPlan(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.delete(growPlans).where(ownedBy(userId, id)).returning({ id: growPlans.id });
  if (!row) throw notFound('GROW plan');
}
