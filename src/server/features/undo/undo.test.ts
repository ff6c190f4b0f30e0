import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { undoSnapshots, users } from '@/server/db/schema';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { queryRows } from './foreign-keys';
import { purgeExpiredUndo, restoreDeleted, UNDO_WINDOW_MS } from './undo.service';

const t = useTestApp();

/** The rows exactly as stored (every column, timestamps to the microsecond). */
async function stored(tableName: string, column: string, value: string) {
  return queryRows<{ row: unknown }>(
    t().database.db,
    sql`select row_to_json(t) as row from ${sql.identifier(tableName)} t where ${sql.identifier(column)} = ${value} order by id`,
  );
}

async function remove(path: string, cookie: string) {
  const response = await call(t(), 'DELETE', path, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { undo: { id: string; expiresAt: string } }).undo;
}

const undo = (id: string, cookie: string) => call(t(), 'POST', `/api/undo/${id}`, { cookie });
const dashboard = async (cookie: string) => (await call(t(), 'GET', '/api/dashboard', { cookie })).json();

async function userIdOf(email: string) {
  const [user] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

describe('Undo after a delete', () => {
  it('puts a client back exactly, with their sessions, their plan and the links set to null, and the figures', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, {
      name: 'Ben Okafor',
      notes: 'Confidential',
      clientSince: '2025-02-05',
    });
    const first = await addSession(t(), cookie, { clientId: client.id, date: '2026-10-01', duration: 60 });
    await addSession(t(), cookie, { clientId: client.id, date: '2026-10-08', duration: 45 });
    const plan = await call(t(), 'POST', '/api/grow-plans', {
      cookie,
      body: { clientId: client.id, coachingSessionId: first.id, date: '2026-10-01', title: 'Next steps' },
    });
    expect(plan.status, await plan.clone().text()).toBe(201);
    const feedback = await call(t(), 'POST', '/api/feedback-entries', {
      cookie,
      body: { kind: 'client_feedback', date: '2026-10-02', clientId: client.id, content: 'Helpful' },
    });
    expect(feedback.status, await feedback.clone().text()).toBe(201);
    const feedbackId = ((await feedback.json()) as { entry: { id: string } }).entry.id;

    const before = {
      client: await stored('clients', 'id', client.id),
      sessions: await stored('coaching_sessions', 'client_id', client.id),
      plans: await stored('grow_plans', 'client_id', client.id),
      feedback: await stored('feedback_entries', 'id', feedbackId),
      dashboard: await dashboard(cookie),
    };
    expect(before.sessions).toHaveLength(2);

    const { id } = await remove(`/api/clients/${client.id}`, cookie);
    expect((await call(t(), 'GET', `/api/clients/${client.id}`, { cookie })).status).toBe(404);
    expect(await stored('coaching_sessions', 'client_id', client.id)).toEqual([]);
    expect(await stored('feedback_entries', 'client_id', client.id)).toEqual([]);
    expect(await dashboard(cookie)).not.toEqual(before.dashboard);

    const restored = await undo(id, cookie);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await restored.json()).toEqual({ restored: { kind: 'clients', id: client.id } });
    expect(await stored('clients', 'id', client.id)).toEqual(before.client);
    expect(await stored('coaching_sessions', 'client_id', client.id)).toEqual(before.sessions);
    expect(await stored('grow_plans', 'client_id', client.id)).toEqual(before.plans);
    expect(await stored('feedback_entries', 'id', feedbackId)).toEqual(before.feedback);
    expect(await dashboard(cookie)).toEqual(before.dashboard);

    // Once only: the rows kept for it are gone with the undo.
    expect((await undo(id, cookie)).status).toBe(404);
  });

  it('relinks a plan to its session put back', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const session = await addSession(t(), cookie, { clientId: client.id, date: '2026-10-01', duration: 60 });
    await call(t(), 'POST', '/api/grow-plans', {
      cookie,
      body: { clientId: client.id, coachingSessionId: session.id, date: '2026-10-01', title: 'Plan' },
    });
    const plans = await stored('grow_plans', 'client_id', client.id);
    const { id } = await remove(`/api/coaching-sessions/${session.id}`, cookie);
    expect(await stored('grow_plans', 'coaching_session_id', session.id)).toEqual([]);
    expect((await undo(id, cookie)).status).toBe(200);
    expect(await stored('grow_plans', 'client_id', client.id)).toEqual(plans);
  });

  it('never lets another coach undo, and refuses a bad id with a 4xx', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const client = await addClient(t(), owner.cookie, { name: 'Private', notes: 'Confidential' });
    const { id } = await remove(`/api/clients/${client.id}`, owner.cookie);

    const refused = await undo(id, other.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This can no longer be undone' } });
    expect((await call(t(), 'GET', `/api/clients/${client.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(t(), 'POST', '/api/undo/not-an-id', { cookie: other.cookie })).status).toBe(400);
    expect((await call(t(), 'POST', `/api/undo/${id}`, {})).status).toBe(401);

    // The other coach's attempt changed nothing: the owner still can.
    expect((await undo(id, owner.cookie)).status).toBe(200);
    expect((await call(t(), 'GET', `/api/clients/${client.id}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it('answers 409 when what the record belonged to is gone, and keeps nothing half restored', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const session = await addSession(t(), cookie, { clientId: client.id, date: '2026-10-01', duration: 60 });
    const { id } = await remove(`/api/coaching-sessions/${session.id}`, cookie);
    await remove(`/api/clients/${client.id}`, cookie);
    const refused = await undo(id, cookie);
    expect(refused.status).toBe(409);
    expect(await stored('coaching_sessions', 'id', session.id)).toEqual([]);
  });

  it('keeps what a delete took only for the undo window, then purges it', async () => {
    const { cookie, email } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const { id, expiresAt } = await remove(`/api/clients/${client.id}`, cookie);
    const userId = await userIdOf(email);
    const deletedAt = new Date(expiresAt).getTime() - UNDO_WINDOW_MS;
    const db = t().database.db;

    const late = restoreDeleted(db, { userId, id, now: new Date(deletedAt + UNDO_WINDOW_MS + 1) });
    await expect(late).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await purgeExpiredUndo(db, { now: new Date(deletedAt + 1_000) })).toBe(0);
    expect(await purgeExpiredUndo(db, { now: new Date(deletedAt + UNDO_WINDOW_MS) })).toBe(1);
    expect(await db.select().from(undoSnapshots).where(eq(undoSnapshots.id, id))).toEqual([]);
  });

  it('undoes a delete of each kind of record with the toast', async () => {
    const { cookie } = await createCoach(t());
    const bodies: [string, Record<string, unknown>, string][] = [
      [
        '/api/supervision-sessions',
        { supervisorName: 'Sam', date: '2026-10-01', duration: 60, topics: ['Ethics'] },
        'session',
      ],
      [
        '/api/cpd-records',
        { title: 'Ethics', date: '2026-10-01', hours: 2, category: 'resource_development' },
        'record',
      ],
      ['/api/credentials', { body: 'icf', level: 'acc', awardedOn: '2024-09-15' }, 'credential'],
    ];
    for (const [path, body, key] of bodies) {
      const created = await call(t(), 'POST', path, { cookie, body });
      expect(created.status, `${path}: ${await created.clone().text()}`).toBe(201);
      const record = ((await created.json()) as Record<string, { id: string }>)[key]!;
      const { id } = await remove(`${path}/${record.id}`, cookie);
      expect((await call(t(), 'GET', `${path}/${record.id}`, { cookie })).status).toBe(404);
      expect((await undo(id, cookie)).status).toBe(200);
      expect((await call(t(), 'GET', `${path}/${record.id}`, { cookie })).status).toBe(200);
    }
  });
});
