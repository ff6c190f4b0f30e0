import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdOf } from '@/test/admins';
import { createCoach } from '@/test/coaches';
import { seedHistory, TODAY } from '@/test/accreditation-history';
import { useTestApp } from '@/test/test-app';
import { accreditationFiguresCache } from '../../db/schema';
import { figuresInput, loadFigures } from './accreditation.service';
import { FIGURES_QUERY_SHAPE, figuresKey } from './figures-cache';

const t = useTestApp();

/** One write to each table the figures read, as any feature or a hand in psql could make it. */
const writes: [string, (userId: string) => SQL][] = [
  ['coaching_sessions', (id) => sql`update coaching_sessions set duration = duration + 60 where user_id = ${id}`],
  ['supervision_sessions', (id) => sql`delete from supervision_sessions where user_id = ${id} and date = '2026-11-20'`],
  [
    'cpd_records',
    (id) => sql`insert into cpd_records (user_id, title, date, hours, category)
      values (${id}, 'Ethics refresher', '2026-11-01', 3, 'core_competencies')`,
  ],
  ['education_records', (id) => sql`update education_records set total_hours = total_hours + 10 where user_id = ${id}`],
  [
    'mentor_coaching_sessions',
    (id) => sql`delete from mentor_coaching_sessions where user_id = ${id} and date = '2026-11-01'`,
  ],
  [
    'feedback_entries',
    (id) =>
      sql`insert into feedback_entries (user_id, date, kind, content) values (${id}, '2026-11-02', 'reflection', 'Noted')`,
  ],
  ['held_credentials', (id) => sql`update held_credentials set expires_on = '2027-06-30' where user_id = ${id}`],
  [
    'accreditation_ticks',
    (id) =>
      sql`insert into accreditation_ticks (user_id, requirement_id, done_on) values (${id}, 'ac-foundation-references', '2026-11-03')`,
  ],
  [
    'clients',
    (id) => sql`update clients set include_in_exports = not include_in_exports where user_id = ${id} and name = 'Ann'`,
  ],
  [
    'accreditation_goals',
    (id) =>
      sql`insert into accreditation_goals (user_id, body, level, target_date) values (${id}, 'ICF', 'PCC', '2028-01-01')`,
  ],
  [
    'application_steps',
    (id) =>
      sql`insert into application_steps (user_id, body, level, applied_on) values (${id}, 'ICF', 'PCC', '2026-11-10')`,
  ],
  [
    'performance_recordings',
    (id) =>
      sql`insert into performance_recordings (user_id, level, recorded_on, duration) values (${id}, 'pcc', '2026-10-10', 45)`,
  ],
  [
    'accreditation_settings',
    (id) => sql`insert into accreditation_settings (user_id, education_start) values (${id}, '2024-09-01')`,
  ],
  ['users', (id) => sql`update users set first_practised_on = '2023-05-01' where id = ${id}`],
];

describe('cached accreditation figures', () => {
  it('change at once with a write to any table they read', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const userId = await userIdOf(t(), cookie);
    const { db } = t().database;
    const figuresNow = async () => loadFigures(db, { userId, today: TODAY });

    for (const [table, write] of writes) {
      const before = await figuresNow();
      const [cached] = await db
        .select()
        .from(accreditationFiguresCache)
        .where(eq(accreditationFiguresCache.userId, userId));
      expect(cached!.figuresVersion, table).toBe(cached!.version);
      await db.execute(write(userId));
      const after = await figuresNow();
      expect(after, table).not.toEqual(before);
      await db.delete(accreditationFiguresCache).where(eq(accreditationFiguresCache.userId, userId));
      expect(await figuresNow(), table).toEqual(after);
    }
  }, 120_000);

  it('are computed again for another day', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const userId = await userIdOf(t(), cookie);
    const { db } = t().database;
    const today = await loadFigures(db, { userId, today: TODAY });
    const later = await loadFigures(db, { userId, today: '2027-06-01' });
    expect(later.today).toBe('2027-06-01');
    expect(later.windows).not.toEqual(today.windows);
  });

  it('are never served from a row another shape of the query stored', async () => {
    const { cookie } = await createCoach(t());
    await seedHistory(t(), cookie);
    const userId = await userIdOf(t(), cookie);
    const { db } = t().database;
    const fresh = await loadFigures(db, { userId, today: TODAY });
    // As an older deploy would have left it: fresh by version, same day, another query.
    const input = JSON.parse(figuresKey(figuresInput(userId, TODAY))) as Record<string, unknown>;
    await db
      .update(accreditationFiguresCache)
      .set({ inputs: JSON.stringify({ ...input, shape: 'an-older-query' }), figures: { educationStart: 'stale' } })
      .where(eq(accreditationFiguresCache.userId, userId));
    expect(await loadFigures(db, { userId, today: TODAY })).toEqual(fresh);
    expect(FIGURES_QUERY_SHAPE).toMatch(/^[0-9a-f]{16}$/);
  });
});
