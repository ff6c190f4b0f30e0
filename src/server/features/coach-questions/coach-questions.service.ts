import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { CoachQuestion, CoachQuestionInput, CoachQuestionListQuery } from '@/shared/schemas/coach-questions';
import type { Page } from '@/shared/domain/paging';
import type { Database } from '../../db/database';
import { coachQuestions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { assertRoomFor } from '../auth/policy/logbook-limits';
import { likePattern } from '../../lib/like-pattern';
import { readPage } from '../../lib/paging';

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

/**
 * A page of the coach's own questions in the order they were written, kept to those holding every
 * word of the search in any order and case; the page groups them by stage.
 */
export async function listCoachQuestions(
  db: Database,
  { userId, query }: { userId: string; query: CoachQuestionListQuery },
): Promise<Page<CoachQuestion>> {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const where = and(
    eq(coachQuestions.userId, userId),
    ...words.map((word) => ilike(coachQuestions.text, likePattern(word))),
  );
  return readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(coachQuestions)
        .where(where)
        .orderBy(asc(coachQuestions.createdAt), asc(coachQuestions.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(coachQuestions).where(where),
    toCoachQuestion,
  );
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
