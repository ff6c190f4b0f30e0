import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachMonthTotals, coachingSessions, users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

/** What the triggers keep, next to what the sessions say: the two must always agree. */
async function totalsAgree(userId: string) {
  const { db } = t().database;
  const kept = await db
    .select({ month: coachMonthTotals.month, sessions: coachMonthTotals.sessions, minutes: coachMonthTotals.minutes })
    .from(coachMonthTotals)
    .where(sql`${coachMonthTotals.userId} = ${userId} and ${coachMonthTotals.sessions} <> 0`)
    .orderBy(coachMonthTotals.month);
  const actual = await db
    .select({
      month: sql<string>`to_char(date_trunc('month', ${coachingSessions.date}), 'YYYY-MM-DD')`,
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`sum(${coachingSessions.duration})::int`,
    })
    .from(coachingSessions)
    .where(eq(coachingSessions.userId, userId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  expect(kept).toEqual(actual);
  return kept;
}

const userIdOf = async (cookie: string) =>
  ((await (await call(t(), 'GET', '/api/me', { cookie })).json()) as { user: { id: string } }).user.id;

describe('coach month totals', () => {
  it('follow every insert, update, move between months, client deletion and session deletion', async () => {
    const { cookie } = await createCoach(t());
    const userId = await userIdOf(cookie);
    const ada = await addClient(t(), cookie, { name: 'Ada' });
    const bob = await addClient(t(), cookie, { name: 'Bob' });
    const first = await addSession(t(), cookie, { clientId: ada.id, date: '2026-01-31', duration: 60 });
    await addSession(t(), cookie, { clientId: ada.id, date: '2026-02-01', duration: 45 });
    await addSession(t(), cookie, { clientId: bob.id, date: '2026-02-14', duration: 30 });
    expect(await totalsAgree(userId)).toEqual([
      { month: '2026-01-01', sessions: 1, minutes: 60 },
      { month: '2026-02-01', sessions: 2, minutes: 75 },
    ]);

    const moved = await call(t(), 'PUT', `/api/coaching-sessions/${first.id}`, {
      cookie,
      body: { clientId: ada.id, date: '2026-02-20', duration: 90 },
    });
    expect(moved.status).toBe(200);
    expect(await totalsAgree(userId)).toEqual([{ month: '2026-02-01', sessions: 3, minutes: 165 }]);

    expect((await call(t(), 'DELETE', `/api/clients/${bob.id}`, { cookie })).status).toBe(200);
    expect(await totalsAgree(userId)).toEqual([{ month: '2026-02-01', sessions: 2, minutes: 135 }]);

    expect((await call(t(), 'DELETE', `/api/coaching-sessions/${first.id}`, { cookie })).status).toBe(200);
    expect(await totalsAgree(userId)).toEqual([{ month: '2026-02-01', sessions: 1, minutes: 45 }]);
  });

  it('spread an imported ICF log summary evenly over its months, adding up to its minutes', async () => {
    const { cookie } = await createCoach(t());
    const userId = await userIdOf(cookie);
    const ben = await addClient(t(), cookie, { name: 'Ben' });
    // 1 December 2025 to 30 April 2026: 151 days, 1,000 minutes.
    await t().database.db.execute(sql`insert into coaching_sessions
      (user_id, client_id, date, summary_end_date, duration, payment, is_imported_summary)
      values (${userId}, ${ben.id}, '2025-12-01', '2026-04-30', 1000, 'paid', true)`);
    const kept = await t()
      .database.db.select({
        month: coachMonthTotals.month,
        sessions: coachMonthTotals.sessions,
        minutes: coachMonthTotals.minutes,
      })
      .from(coachMonthTotals)
      .where(eq(coachMonthTotals.userId, userId))
      .orderBy(coachMonthTotals.month);
    // 31, 31, 28, 31 and 30 days of 151: the floors of the running share, which add up to 1,000.
    expect(kept).toEqual([
      { month: '2025-12-01', sessions: 1, minutes: 205 },
      { month: '2026-01-01', sessions: 0, minutes: 205 },
      { month: '2026-02-01', sessions: 0, minutes: 186 },
      { month: '2026-03-01', sessions: 0, minutes: 205 },
      { month: '2026-04-01', sessions: 0, minutes: 199 },
    ]);
    expect(kept.reduce((sum, row) => sum + row.minutes, 0)).toBe(1000);
    await t().database.db.execute(sql`delete from coaching_sessions where client_id = ${ben.id}`);
    const left = await t().database.db.select().from(coachMonthTotals).where(eq(coachMonthTotals.userId, userId));
    expect(left.every((row) => row.minutes === 0 && row.sessions === 0)).toBe(true);
  });

  it('disappear with the account, leaving nothing behind', async () => {
    const { cookie } = await createCoach(t());
    const userId = await userIdOf(cookie);
    const client = await addClient(t(), cookie, { name: 'Cleo' });
    await addSession(t(), cookie, { clientId: client.id, date: '2026-03-03', duration: 50 });
    const deleted = await call(t(), 'POST', '/api/auth/delete-user', { cookie, body: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    const { db } = t().database;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(coachMonthTotals).where(eq(coachMonthTotals.userId, userId))).toEqual([]);
  });
});
