import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ToolKey } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { clients, coachingSessions, coachQuestions, growPlans, wheelAssessments } from '../../db/schema';
import { PAGE_SIZE, type ExportedClients, type ExportedRow } from './export-rows';

/** The coach's own questions (never the curated bank, which lives in code), by stage and text. */
async function questionPage(db: Database, userId: string, offset: number): Promise<ExportedRow[]> {
  const rows = await db
    .select()
    .from(coachQuestions)
    .where(eq(coachQuestions.userId, userId))
    .orderBy(asc(coachQuestions.stage), asc(coachQuestions.text), asc(coachQuestions.createdAt), asc(coachQuestions.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  return rows.map((row) => ({ stage: row.stage, text: row.text, createdAt: row.createdAt.toISOString() }));
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

/** A coach tool's records, a page at a time, in the order the backup writes them. */
export async function* toolPages(
  db: Database,
  userId: string,
  tool: ToolKey,
  refs: ExportedClients,
): AsyncGenerator<ExportedRow[]> {
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page =
      tool === 'coachQuestions'
        ? await questionPage(db, userId, offset)
        : tool === 'growPlans'
          ? await growPlanPage(db, userId, refs, offset)
          : await wheelPage(db, userId, refs, offset);
    if (page.length > 0) yield page;
    if (page.length < PAGE_SIZE) return;
  }
}

export async function toolCounts(db: Database, userId: string): Promise<Record<ToolKey, number>> {
  const counted = async (table: typeof coachQuestions | typeof growPlans | typeof wheelAssessments) => {
    const [row] = await db.select({ value: count() }).from(table).where(eq(table.userId, userId));
    return row?.value ?? 0;
  };
  const [questions, plans, wheels] = await Promise.all([
    counted(coachQuestions),
    counted(growPlans),
    counted(wheelAssessments),
  ]);
  return { coachQuestions: questions, growPlans: plans, wheelAssessments: wheels };
}
