import { and, count, desc, eq } from 'drizzle-orm';
import type { RecordListQuery } from '@/shared/schemas/record-list';
import type {
  MentorCoachingSession,
  MentorCoachingSessionInput,
  NewMentorCoachingSessionInput,
} from '@/shared/schemas/mentor-coaching';
import type { Database } from '../../../db/database';
import { mentorCoachingSessions } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { insertOnce } from '../../../lib/insert-once';
import { assertRoomFor } from '../../auth/policy/logbook-limits';
import { deleteWithUndo } from '../../undo/undo.service';

type MentorCoachingSessionRow = typeof mentorCoachingSessions.$inferSelect;

export function toMentorCoachingSession(row: MentorCoachingSessionRow): MentorCoachingSession {
  return {
    id: row.id,
    mentorName: row.mentorName,
    mentorEmail: row.mentorEmail,
    mentorCredential: row.mentorCredential,
    date: row.date,
    duration: row.duration,
    format: row.format,
    groupSize: row.groupSize,
    notes: row.notes,
    mentorCredentialCurrent: row.mentorCredentialCurrent,
    mentorRenewed: row.mentorRenewed,
    mentorQualification: row.mentorQualification,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, id: string) =>
  and(eq(mentorCoachingSessions.id, id), eq(mentorCoachingSessions.userId, userId));

const NOT_FOUND = 'Mentor coaching session';

/** Newest first. */
export async function listMentorCoachingSessions(
  db: Database,
  { userId, query }: { userId: string; query: RecordListQuery },
) {
  const rows = await db
    .select()
    .from(mentorCoachingSessions)
    .where(eq(mentorCoachingSessions.userId, userId))
    .orderBy(desc(mentorCoachingSessions.date), desc(mentorCoachingSessions.createdAt), desc(mentorCoachingSessions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ value: count() })
    .from(mentorCoachingSessions)
    .where(eq(mentorCoachingSessions.userId, userId));
  return {
    items: rows.map(toMentorCoachingSession),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}

export async function getMentorCoachingSession(db: Database, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.select().from(mentorCoachingSessions).where(ownedBy(userId, id));
  if (!row) throw notFound(NOT_FOUND);
  return toMentorCoachingSession(row);
}

export async function createMentorCoachingSession(
  db: Database,
  { userId, input }: { userId: string; input: NewMentorCoachingSessionInput },
) {
  await assertRoomFor(db, userId, 'mentorCoachingSessions');
  const row = await insertOnce(
    () =>
      db
        .insert(mentorCoachingSessions)
        .values({ ...input, userId })
        .onConflictDoNothing({ target: mentorCoachingSessions.id })
        .returning(),
    async () =>
      input.id ? (await db.select().from(mentorCoachingSessions).where(ownedBy(userId, input.id)))[0] : undefined,
  );
  return toMentorCoachingSession(row);
}

export async function updateMentorCoachingSession(
  db: Database,
  { userId, id, input }: { userId: string; id: string; input: MentorCoachingSessionInput },
) {
  const [row] = await db.update(mentorCoachingSessions).set(input).where(ownedBy(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toMentorCoachingSession(row);
}

export async function deleteMentorCoachingSession(db: Database, { userId, id }: { userId: string; id: string }) {
  return deleteWithUndo(db, { userId, from: mentorCoachingSessions, id, what: NOT_FOUND });
}
