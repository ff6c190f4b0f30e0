import { and, asc, eq } from 'drizzle-orm';
import type { CoachQuestion, CoachQuestionInput } from '@/shared/schemas/coach-questions';
import type { Database } from '../../db/database';
import { coachQuestions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { assertRoomFor } from '../auth/policy/logbook-limits';

type CoachQuestionRow = typeof coachQuestions.$inferSelect;

function toCoachQuestion(row: CoachQuestionRow): CoachQuestion {
  return {
    id: row.id,
    stage: row.stage,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) => and(eq(coachQuestions.id, id), eq(coachQuestions.userId, userId));

/** The coach's own questions in the order they were written; the page groups them by stage. */
export async function listCoachQuestions(db: Database, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(coachQuestions)
    .where(eq(coachQuestions.userId, userId))
    .orderBy(asc(coachQuestions.createdAt), asc(coachQuestions.id));
  return rows.map(toCoachQuestion);
}

export async function createCoachQuestion(
  db: Database,
  { userId, input }: { userId: string; input: CoachQuestionInput },
) {
  await assertRoomFor(db, userId, 'coachQuestions');
  const [row] = await db
    .insert(coachQuestions)
    .values({ ...input, userId })
    .returning();
  return toCoachQuestion(row!);
}

export async function updateCoachQuestion(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: CoachQuestionInput },
) {
  const [row] = await db.update(coachQuestions).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound('Question');
  return toCoachQuestion(row);
}

export async function deleteCoachQuestion(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.delete(coachQuestions).where(ownedBy(userId, id)).returning({ id: coachQuestions.id });
  if (!row) throw notFound('Question');
}
