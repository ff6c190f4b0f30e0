import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

/** The plan PostgreSQL picks for `query` when scanning the table or sorting is the last resort. */
async function planWithoutSeqScan(query: SQL) {
  return t().database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

// A plain `desc` in a query means NULLS FIRST; an index built DESC NULLS LAST cannot give that
// order, and the planner then sorts every one of the coach's rows (migration 0015).
describe('newest-first indexes', () => {
  it.each([
    [
      'coaching sessions',
      sql`select id from coaching_sessions where user_id = 'u' order by date desc, created_at desc limit 5`,
      'coaching_sessions_user_id_date_created_idx',
    ],
    [
      'CPD records',
      sql`select id from cpd_records where user_id = 'u' order by date desc limit 5`,
      'cpd_records_user_id_date_idx',
    ],
    [
      'supervision sessions',
      sql`select id from supervision_sessions where user_id = 'u' order by date desc limit 5`,
      'supervision_sessions_user_id_date_idx',
    ],
    [
      'GROW plans',
      sql`select id from grow_plans where user_id = 'u' and client_id = '00000000-0000-4000-8000-000000000000' order by date desc limit 5`,
      'grow_plans_user_id_client_id_date_idx',
    ],
    [
      'wheel assessments',
      sql`select id from wheel_assessments where user_id = 'u' and client_id = '00000000-0000-4000-8000-000000000000' order by date desc limit 5`,
      'wheel_assessments_user_id_client_id_date_idx',
    ],
    [
      'education records',
      sql`select id from education_records where user_id = 'u' order by start_date desc limit 5`,
      'education_records_user_id_start_date_idx',
    ],
    [
      'mentor coaching sessions',
      sql`select id from mentor_coaching_sessions where user_id = 'u' order by date desc limit 5`,
      'mentor_coaching_sessions_user_id_date_idx',
    ],
    [
      'credentials held',
      sql`select id from held_credentials where user_id = 'u' order by awarded_on desc limit 5`,
      'held_credentials_user_id_awarded_on_idx',
    ],
    [
      'feedback and reflections',
      sql`select id from feedback_entries where user_id = 'u' order by date desc limit 5`,
      'feedback_entries_user_id_date_idx',
    ],
    [
      'support tickets',
      sql`select id from support_tickets order by created_at desc limit 5`,
      'support_tickets_created_at_idx',
    ],
  ])('give %s newest first without a sort', async (_, query, index) => {
    const plan = await planWithoutSeqScan(query);
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Sort/);
  });
});
