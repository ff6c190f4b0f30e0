import { newCredentialSchema } from '@/shared/schemas/credentials';
import { newEducationRecordSchema } from '@/shared/schemas/education';
import { newFeedbackEntrySchema } from '@/shared/schemas/feedback';
import { newMentorCoachingSessionSchema } from '@/shared/schemas/mentor-coaching';
import type { Database } from '../db/database';
import { createCredential } from '../features/accreditation/records/credentials.service';
import { createEducationRecord } from '../features/accreditation/records/education.service';
import { createFeedbackEntry } from '../features/accreditation/records/feedback.service';
import { createMentorCoachingSession } from '../features/accreditation/records/mentor-coaching.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo coach's accreditation record: the training behind the practice, the mentor coaching
 * towards PCC, the ACC awarded a year ago, and what clients and the coach wrote about the work.
 */
export async function seedAccreditationRecords(
  db: Database,
  { userId, today, clientIds }: { userId: string; today: Date; clientIds: string[] },
) {
  const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

  const education = [
    {
      programmeName: 'Foundations of Professional Coaching',
      provider: 'Northern Coaching Academy',
      kind: 'icf_level_1',
      startDate: at(760),
      endDate: at(640),
      totalHours: 64,
      synchronousHours: 48,
      certificateReference: 'NCA-L1-2291',
    },
    {
      programmeName: 'Advanced Coaching Practice',
      provider: 'Northern Coaching Academy',
      kind: 'icf_level_2',
      startDate: at(300),
      endDate: '',
      totalHours: 75.5,
      synchronousHours: 60,
      certificateReference: '',
    },
  ];
  for (const record of education) {
    await createEducationRecord(db, { userId, input: newEducationRecordSchema.parse(record) });
  }

  // Ten hours over the last six months: seven in a group of five, three one-to-one.
  for (let index = 0; index < 10; index += 1) {
    const group = index < 7;
    const session = {
      mentorName: group ? 'Priya Shah' : 'Jonathan Reid',
      mentorEmail: group ? 'priya.shah@example.com' : '',
      mentorCredential: group ? 'mcc' : 'pcc',
      date: at(180 - index * 17),
      duration: 60,
      format: group ? 'group' : 'one_to_one',
      groupSize: group ? 5 : '',
      notes: group ? 'Recorded sessions reviewed against the PCC markers.' : 'Feedback on a recorded session.',
    };
    await createMentorCoachingSession(db, { userId, input: newMentorCoachingSessionSchema.parse(session) });
  }

  await createCredential(db, {
    userId,
    input: newCredentialSchema.parse({ body: 'icf', level: 'acc', awardedOn: at(420) }),
  });

  const feedback = [
    {
      kind: 'client_feedback',
      date: at(430),
      clientId: clientIds[0],
      content: 'Six months ago I dreaded the ward meetings; now I chair them.',
    },
    {
      kind: 'client_feedback',
      date: at(40),
      clientId: clientIds[1],
      content: 'The hiring plan we built together got us three good people.',
    },
    {
      kind: 'reflection',
      date: at(200),
      clientId: '',
      content: 'Team coaching: I held back my own view of the merger; the directors found theirs.',
    },
    {
      kind: 'reflection',
      date: at(20),
      clientId: '',
      content: 'Mentor feedback: fewer questions, more silence. Tried it twice this week.',
    },
  ];
  for (const entry of feedback) {
    await createFeedbackEntry(db, { userId, input: newFeedbackEntrySchema.parse(entry) });
  }
  return { education: education.length, mentorCoaching: 10, credentials: 1, feedback: feedback.length };
}
