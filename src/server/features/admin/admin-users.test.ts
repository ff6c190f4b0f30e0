import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, adminCall, createAdmin } from '@/test/admins';
import { createCoach, signIn, TEST_PASSWORD, uniqueEmail } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp, type TestApp } from '@/test/test-app';

const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, TRIAL_DAYS: '14' });

interface UserRow {
  id: string;
  email: string;
  username: string | null;
  role: string;
  provider: string;
  subscriptionStatus: string | null;
  createdAt: string | null;
  lastSignInAt: string | null;
}
interface UserList {
  users: UserRow[];
  pagination: { total: number; limit: number; offset: number; hasMore: boolean };
}

async function userIdOf(cookie: string) {
  const me = (await (await call(t(), 'GET', '/api/me', { cookie })).json()) as { user: { id: string } };
  return me.user.id;
}

async function rowsOwnedBy(app: TestApp, userId: string, email: string) {
  const result = (await app.database.db.execute(sql`
    select
      (select count(*) from users where id = ${userId} or email = ${email})::int as users,
      (select count(*) from auth_sessions where user_id = ${userId})::int as sessions,
      (select count(*) from auth_accounts where user_id = ${userId})::int as accounts,
      (select count(*) from auth_verifications where value = ${userId})::int as verifications,
      (select count(*) from clients where user_id = ${userId})::int as clients,
      (select count(*) from coaching_sessions where user_id = ${userId})::int as coaching_sessions,
      (select count(*) from supervision_sessions where user_id = ${userId})::int as supervision,
      (select count(*) from cpd_records where user_id = ${userId})::int as cpd,
      (select count(*) from coach_month_totals where user_id = ${userId})::int as month_totals,
      (select count(*) from invitations where lower(email) = ${email} or accepted_by = ${userId})::int as invitations
  `)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}

/** A coach with something in every table that belongs to a coach. */
async function busyCoach() {
  const coach = await createCoach(t());
  const client = await addClient(t(), coach.cookie, { name: 'Zoe Walker', notes: 'Private notes' });
  await addSession(t(), coach.cookie, { clientId: client.id, date: '2026-03-02', duration: 60, notes: 'Private' });
  const supervision = await call(t(), 'POST', '/api/supervision-sessions', {
    cookie: coach.cookie,
    body: { supervisorName: 'Dr Mary Jones', date: '2026-03-03', duration: 90, topics: 'ethics' },
  });
  expect(supervision.status, await supervision.clone().text()).toBe(201);
  const cpd = await call(t(), 'POST', '/api/cpd-records', {
    cookie: coach.cookie,
    body: { title: 'Ethics', date: '2026-03-04', hours: 2, category: 'core_competencies' },
  });
  expect(cpd.status).toBe(201);
  // A pending password reset leaves a token row keyed by the user id.
  await call(t(), 'POST', '/api/auth/request-password-reset', { body: { email: coach.email, redirectTo: '/' } });
  return { ...coach, userId: await userIdOf(coach.cookie) };
}

describe('user list', () => {
  it('pages on the server and searches e-mail, username and role case-insensitively', async () => {
    const admin = await createAdmin(t());
    const coaches = [];
    for (let index = 0; index < 3; index += 1) coaches.push(await createCoach(t(), uniqueEmail(`pager${index}`)));
    await call(t(), 'PUT', '/api/profile', { cookie: coaches[0]!.cookie, body: { username: 'Zoe_Coach' } });

    const first = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?limit=2&offset=0');
    expect(first.pagination).toEqual({ total: 4, limit: 2, offset: 0, hasMore: true });
    expect(first.users).toHaveLength(2);
    const second = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?limit=2&offset=2');
    expect(second.pagination).toEqual({ total: 4, limit: 2, offset: 2, hasMore: false });
    const emails = [...first.users, ...second.users].map((user) => user.email);
    expect(new Set(emails).size).toBe(4);

    const byUsername = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?search=zoe_COACH');
    expect(byUsername.users.map((user) => user.email)).toEqual([coaches[0]!.email]);
    expect(byUsername.users[0]).toMatchObject({
      username: 'Zoe_Coach',
      role: 'user',
      provider: 'email',
      subscriptionStatus: 'trial',
    });
    expect(byUsername.users[0]!.lastSignInAt).not.toBeNull();
    const byRole = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?search=ADMIN');
    expect(byRole.users.map((user) => user.email)).toEqual([ADMIN_EMAIL]);
    const byEmail = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?search=PAGER2');
    expect(byEmail.pagination.total).toBe(1);
    // LIKE wildcards are searched as the characters themselves.
    const wildcard = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?search=%25');
    expect(wildcard.pagination.total).toBe(0);
  });
});

describe('adding a user', () => {
  it('creates a verified account that signs in with the chosen password', async () => {
    const admin = await createAdmin(t());
    const email = uniqueEmail('added');
    const created = await adminCall<{ id: string }>(t(), admin.cookie, 'POST', '/api/admin/users', {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      username: 'added_coach',
      role: 'admin',
    });
    const cookie = await signIn(t(), email);
    const me = await (await call(t(), 'GET', '/api/me', { cookie })).json();
    expect(me).toMatchObject({ user: { id: created.id, role: 'admin', email } });
    const detail = await adminCall<{ user: { emailVerified: boolean; username: string }; audit: { action: string }[] }>(
      t(),
      admin.cookie,
      'GET',
      `/api/admin/users/${created.id}`,
    );
    expect(detail.user).toMatchObject({ emailVerified: true, username: 'added_coach' });
    expect(detail.audit.map((event) => event.action)).toEqual(['user.created']);
  });

  it('refuses a missing e-mail or password, a weak password and a taken e-mail', async () => {
    const admin = await createAdmin(t());
    const missing = await call(t(), 'POST', '/api/admin/users', {
      cookie: admin.cookie,
      body: { email: '', password: '', role: 'user' },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.issues).toEqual([
      { path: 'email', message: 'Email and password are required' },
      { path: 'password', message: 'Email and password are required' },
    ]);
    const weak = await call(t(), 'POST', '/api/admin/users', {
      cookie: admin.cookie,
      body: { email: 'weak@example.com', password: 'short', role: 'user' },
    });
    expect(weak.status).toBe(400);
    const taken = await call(t(), 'POST', '/api/admin/users', {
      cookie: admin.cookie,
      body: { email: ADMIN_EMAIL, password: TEST_PASSWORD, role: 'user' },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe('A user with this email already exists');
  });
});

describe('editing a user', () => {
  it('changes the role, signs the user out everywhere and writes the audit trail', async () => {
    const admin = await createAdmin(t());
    const coach = await createCoach(t());
    const userId = await userIdOf(coach.cookie);
    await adminCall(t(), admin.cookie, 'PATCH', `/api/admin/users/${userId}`, { username: 'Renamed', role: 'admin' });
    expect((await call(t(), 'GET', '/api/clients', { cookie: coach.cookie })).status).toBe(401);
    const again = await signIn(t(), coach.email);
    expect(await (await call(t(), 'GET', '/api/me', { cookie: again })).json()).toMatchObject({
      user: { role: 'admin' },
    });
    // A username change alone keeps the sessions.
    await adminCall(t(), admin.cookie, 'PATCH', `/api/admin/users/${userId}`, { username: 'Other', role: 'admin' });
    expect((await call(t(), 'GET', '/api/me', { cookie: again })).status).toBe(200);
    expect((await (await call(t(), 'GET', '/api/me', { cookie: again })).json()).user).not.toBeNull();

    const detail = await adminCall<{ audit: { action: string; actorEmail: string; details: object }[] }>(
      t(),
      admin.cookie,
      'GET',
      `/api/admin/users/${userId}`,
    );
    expect(detail.audit.map((event) => [event.action, event.actorEmail, event.details])).toEqual([
      ['user.updated', ADMIN_EMAIL, { username: 'changed' }],
      ['user.role_changed', ADMIN_EMAIL, { from: 'user', to: 'admin' }],
    ]);
  });

  it('keeps an ADMIN_EMAILS account an admin and undeletable', async () => {
    const admin = await createAdmin(t());
    const adminId = await userIdOf(admin.cookie);
    const otherAdmin = await createCoach(t());
    const otherId = await userIdOf(otherAdmin.cookie);
    await adminCall(t(), admin.cookie, 'PATCH', `/api/admin/users/${otherId}`, { username: null, role: 'admin' });
    const other = await signIn(t(), otherAdmin.email);

    const demote = await call(t(), 'PATCH', `/api/admin/users/${adminId}`, {
      cookie: other,
      body: { username: null, role: 'user' },
    });
    expect(demote.status).toBe(403);
    expect((await demote.json()).error.message).toBe('This account must remain as admin');
    const remove = await call(t(), 'DELETE', `/api/admin/users/${adminId}`, { cookie: other });
    expect(remove.status).toBe(403);
    expect((await remove.json()).error.message).toBe('This account must remain as admin');
    expect(await (await call(t(), 'GET', '/api/me', { cookie: admin.cookie })).json()).toMatchObject({
      user: { role: 'admin' },
    });
    const detail = await adminCall<{ user: { isProtected: boolean } }>(
      t(),
      other,
      'GET',
      `/api/admin/users/${adminId}`,
    );
    expect(detail.user.isProtected).toBe(true);
  });

  it('answers 404 for a user that does not exist and 409 for a taken username', async () => {
    const admin = await createAdmin(t());
    const missing = await call(t(), 'PATCH', '/api/admin/users/nobody', {
      cookie: admin.cookie,
      body: { username: null, role: 'user' },
    });
    expect(missing.status).toBe(404);
    const coach = await createCoach(t());
    await call(t(), 'PUT', '/api/profile', { cookie: coach.cookie, body: { username: 'taken_name' } });
    const other = await createCoach(t());
    const clash = await call(t(), 'PATCH', `/api/admin/users/${await userIdOf(other.cookie)}`, {
      cookie: admin.cookie,
      body: { username: 'TAKEN_name', role: 'user' },
    });
    expect(clash.status).toBe(409);
  });
});

describe('user detail', () => {
  it('shows counts, never the coach’s notes or clients', async () => {
    const admin = await createAdmin(t());
    const coach = await busyCoach();
    const response = await call(t(), 'GET', `/api/admin/users/${coach.userId}`, { cookie: admin.cookie });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      user: { id: coach.userId, email: coach.email, role: 'user', freeAccount: false, isProtected: false },
      counts: { clients: 1, coachingSessions: 1, supervisionSessions: 1, cpdRecords: 1 },
      audit: [],
    });
    expect(text).not.toContain('Zoe Walker');
    expect(text).not.toContain('Private');
    expect(text).not.toContain('Dr Mary Jones');
  });
});

describe('free accounts', () => {
  it('grants access without payment and, when removed, gives no new trial', async () => {
    const admin = await createAdmin(t());
    const coach = await createCoach(t());
    const userId = await userIdOf(coach.cookie);
    await adminCall(t(), admin.cookie, 'PUT', `/api/admin/users/${userId}/free-account`, { freeAccount: true });
    const granted = await adminCall<{ user: { freeAccount: boolean } }>(
      t(),
      admin.cookie,
      'GET',
      `/api/admin/users/${userId}`,
    );
    expect(granted.user.freeAccount).toBe(true);

    await adminCall(t(), admin.cookie, 'PUT', `/api/admin/users/${userId}/free-account`, { freeAccount: false });
    const me = await (await call(t(), 'GET', '/api/me', { cookie: coach.cookie })).json();
    expect(me.access).toMatchObject({ hasSubscription: false, subscriptionStatus: 'canceled' });
    expect((await call(t(), 'GET', '/api/clients', { cookie: coach.cookie })).status).toBe(402);
    const detail = await adminCall<{ audit: { action: string }[] }>(
      t(),
      admin.cookie,
      'GET',
      `/api/admin/users/${userId}`,
    );
    expect(detail.audit.map((event) => event.action)).toEqual([
      'user.free_account_removed',
      'user.free_account_granted',
    ]);
  });
});

describe('deleting a user', () => {
  it('removes every row of the user, signs them out and records who did it', async () => {
    const admin = await createAdmin(t());
    const coach = await busyCoach();
    await adminCall(t(), admin.cookie, 'POST', '/api/admin/invitations', { email: coach.email, isFreeAccount: true });
    const before = await rowsOwnedBy(t(), coach.userId, coach.email);
    expect(before).toMatchObject({
      users: 1,
      clients: 1,
      coaching_sessions: 1,
      supervision: 1,
      cpd: 1,
      invitations: 1,
    });
    expect(before.verifications).toBeGreaterThan(0);
    expect(before.month_totals).toBeGreaterThan(0);

    await adminCall(t(), admin.cookie, 'DELETE', `/api/admin/users/${coach.userId}`);
    expect(Object.values(await rowsOwnedBy(t(), coach.userId, coach.email)).every((value) => value === 0)).toBe(true);
    expect((await call(t(), 'GET', '/api/clients', { cookie: coach.cookie })).status).toBe(401);
    const audit = (await t().database.db.execute(
      sql`select action, actor_id, details from admin_audit_events where target_id = ${coach.userId}`,
    )) as unknown as { rows: { action: string; actor_id: string; details: object }[] };
    expect(audit.rows).toEqual([{ action: 'user.deleted', actor_id: await userIdOf(admin.cookie), details: {} }]);
  });

  it('removes nothing when a step fails, and says why', async () => {
    const admin = await createAdmin(t());
    const coach = await busyCoach();
    await adminCall(t(), admin.cookie, 'POST', '/api/admin/invitations', { email: coach.email, isFreeAccount: true });
    const before = await rowsOwnedBy(t(), coach.userId, coach.email);
    // A failure half-way: the invitations are removed after the reset tokens and before the user.
    const { db } = t().database;
    await db.execute(sql`create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'invitations are locked'; end $$`);
    await db.execute(sql`create trigger refuse_invitation_delete before delete on invitations
      for each row execute function refuse_delete()`);
    try {
      const response = await call(t(), 'DELETE', `/api/admin/users/${coach.userId}`, { cookie: admin.cookie });
      expect(response.status).toBe(500);
      expect((await response.json()).error.code).toBe('INTERNAL_ERROR');
    } finally {
      await db.execute(sql`drop trigger refuse_invitation_delete on invitations`);
      await db.execute(sql`drop function refuse_delete()`);
    }
    expect(await rowsOwnedBy(t(), coach.userId, coach.email)).toEqual(before);
    expect((await call(t(), 'GET', '/api/clients', { cookie: coach.cookie })).status).toBe(200);
  });

  it('refuses to delete the signed-in admin from the back-office', async () => {
    const coach = await createCoach(t());
    const admin = await createAdmin(t());
    const coachId = await userIdOf(coach.cookie);
    await adminCall(t(), admin.cookie, 'PATCH', `/api/admin/users/${coachId}`, { username: null, role: 'admin' });
    const promoted = await signIn(t(), coach.email);
    const response = await call(t(), 'DELETE', `/api/admin/users/${coachId}`, { cookie: promoted });
    expect(response.status).toBe(409);
  });

  it('removes the same rows when a coach deletes their own account', async () => {
    const admin = await createAdmin(t());
    const coach = await busyCoach();
    await adminCall(t(), admin.cookie, 'POST', '/api/admin/invitations', { email: coach.email, isFreeAccount: false });
    const response = await call(t(), 'POST', '/api/auth/delete-user', {
      cookie: coach.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(Object.values(await rowsOwnedBy(t(), coach.userId, coach.email)).every((value) => value === 0)).toBe(true);
  });
});
