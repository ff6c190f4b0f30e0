import { and, asc, eq, sql } from 'drizzle-orm';
import type { ToolKey } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { clients, coachingSessions, coachQuestions, growPlans, wheelAssessments } from '../../db/schema';
import { exportedRow, PAGE_SIZE, type ExportedClients, type ExportedRow, type PageReader } from './export-rows';

/** The coach's own questions (never the curated bank, which lives in code), by stage and text. */
async function questionPage(db: Database, userId: string, offset: number): Promise<ExportedRow[]> {
  const rows = await db
    .select()
    .from(coachQuestions)
    .where(eq(coachQuestions.userId, userId))
    .orderBy(asc(coachQuestions.stage), asc(coachQuestions.text), asc(coachQuestions.createdAt), asc(coachQuestions.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  return rows.map((row) => exportedRow(row, ['stage', 'text']));
}

/**
 * GROW plans with their client's number and, when a session is attached, that session's date:
 * a plan's session is one of its client's, and a client has one session a day, so the date
 * names it without a database id.
 */
async function growPlanPage(db: Database, userId: string, refs: ExportedClients, offset: number) {
  const rows = await db
    .select({ plan: growPlans, sessionDate: coachingSessions.date })
    .from(growPlans)
    .innerJoin(clients, eq(clients.id, growPlans.clientId))
    .leftJoin(coachingSessions, eq(coachingSessions.id, growPlans.coachingSessionId))
    .where(and(eq(growPlans.userId, userId), eq(clients.userId, userId)))
    .orderBy(
      asc(growPlans.date),
      asc(clients.name),
      sql`${clients.email} asc nulls first`,
      asc(clients.createdAt),
      asc(growPlans.title),
      asc(growPlans.createdAt),
      asc(growPlans.id),
    )
    .limit(PAGE_SIZE)
    .offset(offset);
  return rows.map(({ plan, sessionDate }): ExportedRow => ({
    clientRef: refs.byId.get(plan.clientId)!.ref,
    coachingSessionDate: sessionDate,
    date: plan.date,
    title: plan.title,
    goal: plan.goal,
    reality: plan.reality,
    options: plan.options,
    will: plan.will,
    createdAt: plan.createdAt.toISOString(),
  }));
}

async function wheelPage(db: Database, userId: string, refs: ExportedClients, offset: number) {
  const rows = await db
    .select({ wheel: wheelAssessments })
    .from(wheelAssessments)
    .innerJoin(clients, eq(clients.id, wheelAssessments.clientId))
    .where(and(eq(wheelAssessments.userId, userId), eq(clients.userId, userId)))
    .orderBy(
      asc(wheelAssessments.date),
      asc(clients.name),
      sql`${clients.email} asc nulls first`,
      asc(clients.createdAt),
      asc(wheelAssessments.createdAt),
      asc(wheelAssessments.id),
    )
    .limit(PAGE_SIZE)
    .offset(offset);
  return rows.map(({ wheel }): ExportedRow => ({
    clientRef: refs.byId.get(wheel.clientId)!.ref,
    date: wheel.date,
    areas: wheel.areas.map(({ name, score }) => ({ name, score })),
    notes: wheel.notes,
    createdAt: wheel.createdAt.toISOString(),
  }));
}

/** The coach tools' records, each in the order the backup writes them. */
export const toolPageReaders: Record<ToolKey, PageReader> = {
  coachQuestions: (db, userId, _refs, offset) => questionPage(db, userId, offset),
  growPlans: growPlanPage,
  wheelAssessments: wheelPage,
};
