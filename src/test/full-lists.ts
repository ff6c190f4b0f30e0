import { sql, type SQL } from 'drizzle-orm';
import type { BackupKey } from '@/shared/schemas/export-import';
import type { Database } from '../server/db/database';

/** Rows of each list made by the database itself, numbered n = 1…count; `client` is one of the coach's clients. */
const fillers: Record<BackupKey, (userId: string, count: number) => SQL> = {
  clients: (userId, count) =>
    sql`insert into clients (user_id, name) select ${userId}, 'Client ' || n from generate_series(1, ${count}) n`,
  coachingSessions: (userId, count) =>
    sql`insert into coaching_sessions (user_id, client_id, date, duration)
        select ${userId}, (select id from clients where user_id = ${userId} limit 1), date '1880-01-01' + n, 60
        from generate_series(1, ${count}) n`,
  supervisionSessions: (userId, count) =>
    sql`insert into supervision_sessions (user_id, supervisor_name, date, duration)
        select ${userId}, 'Supervisor ' || n, date '1880-01-01' + n % 40000, 60 from generate_series(1, ${count}) n`,
  cpdRecords: (userId, count) =>
    sql`insert into cpd_records (user_id, title, date, hours, category, provider, notes)
        select ${userId}, 'CPD activity ' || n, date '1880-01-01' + n % 40000, 1.5, 'core_competencies',
          'Provider ' || n % 50, 'Notes about what was learnt in activity ' || n
        from generate_series(1, ${count}) n`,
  educationRecords: (userId, count) =>
    sql`insert into education_records (user_id, programme_name, provider, kind, start_date, total_hours, synchronous_hours)
        select ${userId}, 'Programme ' || n, 'Provider', 'other', date '1980-01-01' + n, 10, 5
        from generate_series(1, ${count}) n`,
  mentorCoachingSessions: (userId, count) =>
    sql`insert into mentor_coaching_sessions (user_id, mentor_name, mentor_credential, date, duration, format)
        select ${userId}, 'Mentor ' || n, 'pcc', date '1980-01-01' + n, 60, 'one_to_one' from generate_series(1, ${count}) n`,
  credentials: (userId, count) =>
    sql`insert into held_credentials (user_id, body, level, awarded_on)
        select ${userId}, 'icf', 'acc', date '1980-01-01' + n from generate_series(1, ${count}) n`,
  feedbackEntries: (userId, count) =>
    sql`insert into feedback_entries (user_id, kind, date, content)
        select ${userId}, 'reflection', date '1880-01-01' + n % 40000, 'Reflection ' || n from generate_series(1, ${count}) n`,
  performanceRecordings: (userId, count) =>
    sql`insert into performance_recordings (user_id, level, recorded_on, duration)
        select ${userId}, 'pcc', date '1980-01-01' + n, 60 from generate_series(1, ${count}) n`,
  coachQuestions: (userId, count) =>
    sql`insert into coach_questions (user_id, stage, text)
        select ${userId}, 'goal', 'Question ' || n from generate_series(1, ${count}) n`,
  growPlans: (userId, count) =>
    sql`insert into grow_plans (user_id, client_id, date, title)
        select ${userId}, (select id from clients where user_id = ${userId} limit 1), date '1980-01-01' + n, 'Plan ' || n
        from generate_series(1, ${count}) n`,
  wheelAssessments: (userId, count) =>
    sql`insert into wheel_assessments (user_id, client_id, date, areas)
        select ${userId}, (select id from clients where user_id = ${userId} limit 1), date '1980-01-01' + n,
          '[{"name":"Health","score":5}]'::jsonb
        from generate_series(1, ${count}) n`,
};

/**
 * Gives the coach `count` more rows of one list in one statement, as an account that grew over a
 * career (or before its limits) would hold: seconds for tens of thousands, where the API would
 * take minutes. Lists tied to a client use the coach's first client (add one first).
 */
export async function fillList(db: Database, userId: string, key: BackupKey, count: number) {
  await db.execute(fillers[key](userId, count));
}
