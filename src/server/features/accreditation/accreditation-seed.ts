import type { Database } from '../../db/database';
import { educationRecords, feedbackEntries, heldCredentials, mentorCoachingSessions, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { EducationKind } from '@/shared/schemas/education';

/**
 * The accreditation records a test or the bench needs, written straight to the database, as a
 * spreadsheet import or a hand in psql could: the figures must follow whatever path wrote them.
 */
export interface AccreditationRecords {
  education?: { startDate: string; endDate?: string | null; totalHours: number; kind?: EducationKind }[];
  mentor?: { date: string; duration: number; credential: 'acc' | 'pcc' | 'mcc' | 'other'; groupSize?: number }[];
  credentials?: {
    body: 'icf' | 'emcc' | 'ac';
    level: 'acc' | 'pcc' | 'mcc' | 'practitioner';
    awardedOn: string;
    expiresOn: string | null;
  }[];
  feedback?: { date: string; kind: 'client_feedback' | 'reflection' }[];
  firstPractisedOn?: string;
}

export async function seedAccreditationRecords(db: Database, userId: string, records: AccreditationRecords) {
  if (records.education?.length) {
    await db.insert(educationRecords).values(
      records.education.map((row, index) => ({
        userId,
        programmeName: `Programme ${index + 1}`,
        provider: 'Coach School',
        kind: row.kind ?? ('icf_level_1' as const),
        startDate: row.startDate,
        endDate: row.endDate ?? null,
        totalHours: row.totalHours,
        synchronousHours: row.totalHours,
      })),
    );
  }
  if (records.mentor?.length) {
    await db.insert(mentorCoachingSessions).values(
      records.mentor.map((row) => ({
        userId,
        mentorName: `Mentor ${row.credential.toUpperCase()}`,
        mentorCredential: row.credential,
        date: row.date,
        duration: row.duration,
        format: row.groupSize ? ('group' as const) : ('one_to_one' as const),
        groupSize: row.groupSize ?? null,
      })),
    );
  }
  if (records.credentials?.length) {
    await db.insert(heldCredentials).values(records.credentials.map((row) => ({ userId, ...row })));
  }
  if (records.feedback?.length) {
    await db.insert(feedbackEntries).values(records.feedback.map((row) => ({ userId, ...row, content: 'Thank you' })));
  }
  if (records.firstPractisedOn) {
    await db.update(users).set({ firstPractisedOn: records.firstPractisedOn }).where(eq(users.id, userId));
  }
}
