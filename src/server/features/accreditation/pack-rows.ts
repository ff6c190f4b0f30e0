import { sql } from 'drizzle-orm';
import type { MentorSession } from '@/shared/domain/accreditation/types';
import type { Database } from '../../db/database';

interface MentorRow {
  name: string;
  email: string | null;
  credential: string;
  first: string;
  last: string;
  minutes: number;
  oneToOneMinutes: number;
  sessions: MentorSession[];
}

/** Each mentor (name, e-mail, credential) with their sessions, for ICF's mentoring form. */
export async function loadMentorsForPack(db: Database, userId: string): Promise<MentorRow[]> {
  const result = (await db.execute(sql`
    select mentor_name as name, mentor_email as email, upper(mentor_credential) as credential,
      min(date)::text as first, max(date)::text as last, sum(duration)::int as minutes,
      coalesce(sum(duration) filter (where format = 'one_to_one'), 0)::int as "oneToOneMinutes",
      json_agg(json_build_object('date', date, 'credential', upper(mentor_credential), 'current', mentor_credential_current,
        'renewed', mentor_renewed, 'qualification', mentor_qualification, 'format', format, 'minutes', duration)
        order by date) as sessions
    from mentor_coaching_sessions where user_id = ${userId}
    group by mentor_name, mentor_email, upper(mentor_credential)
    order by min(date), mentor_name`)) as unknown as { rows: MentorRow[] };
  return result.rows;
}

interface RecordingRow {
  recordedOn: string;
  duration: number;
  level: string;
  client: string | null;
  permissionOn: string | null;
  transcriptDone: boolean;
  selfReviewDone: boolean;
  mentorFeedback: boolean;
  ready: boolean;
}

/** The recordings with their checklist; a client appears under their alias when they have one. */
export async function loadRecordingsForPack(db: Database, userId: string): Promise<RecordingRow[]> {
  const result = (await db.execute(sql`
    select r.recorded_on::text as "recordedOn", r.duration, r.level, coalesce(c.export_alias, c.name) as client,
      r.permission_on::text as "permissionOn", r.transcript_done as "transcriptDone", r.self_review_done as "selfReviewDone",
      coalesce(btrim(r.mentor_feedback), '') <> '' as "mentorFeedback",
      r.permission_on is not null and r.transcript_done and r.self_review_done
        and coalesce(btrim(r.mentor_feedback), '') <> '' as ready
    from performance_recordings r left join clients c on c.id = r.client_id and c.user_id = r.user_id
    where r.user_id = ${userId}
    order by r.recorded_on, r.id`)) as unknown as { rows: RecordingRow[] };
  return result.rows;
}
