import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, adminCall, createAdmin, signInPromotedAdmin, userIdOf } from '@/test/admins';
import { createCoach, signIn, TEST_PASSWORD, uniqueEmail } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

/** In ADMIN_EMAILS, never registered: only its owner may make its account. */
const UNREGISTERED_ADMIN_EMAIL = 'second.admin@example.com';
const t = useTestApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${UNREGISTERED_ADMIN_EMAIL}`, TRIAL_DAYS: '14' });

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
  items: UserRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** The user's audit trail as the admin's page shows it: action, who, what changed. */
async function auditOf(adminCookie: string, userId: string) {
  const detail = await adminCall<{ audit: { action: string; actorEmail: string; details: object }[] }>(
    t(),
    adminCookie,
    'GET',
    `/api/admin/users/${userId}`,
  );
  return detail.audit.map((event) => [event.action, event.actorEmail, event.details]);
}

describe('user list', () => {
  it('pages on the server and searches e-mail, username and role case-insensitively', async () => {
    const admin = await createAdmin(t());
    const coaches = [];
    for (let index = 0; index < 3; index += 1) coaches.push(await createCoach(t(), uniqueEmail(`pager${index}`)));
    await call(t(), 'PUT', '/api/profile', { cookie: coaches[0]!.cookie, body: { username: 'Zoe_Coach' } });

    const first = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?pageSize=2&page=1');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    const second = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    const emails = [...first.items, ...second.items].map((user) => user.email);
    expect(new Set(emails).size).toBe(4);

    const byUsername = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?search=zoe_COACH');
    expect(byUsername.items.map((user) => user.email)).toEqual([coaches[0]!.email]);
    expect(byUsername.items[0]).toMatchObject({
      username: 'Zoe_Coach',
      role: 'user',
      provider: 'email',
      subscriptionStatus: 'trial',
    });
    expect(byUsername.items[0]!.lastSignInAt).not.toBeNull();
    // A display name is the coach's free text: never shown as a username (N11).
    await call(t(), 'PUT', '/api/profile', {
      cookie: coaches[1]!.cookie,
      body: { username: '', displayName: ADMIN_EMAIL },
    });
    const shown = await adminCall<UserList>(t(), admin.cookie, 'GET', `/api/admin/users?search=${coaches[1]!.email}`);
    expect(shown.items[0]).toMatchObject({ email: coaches[1]!.email, username: null });
    const byRole = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?search=ADMIN');
    expect(byRole.items.map((user) => user.email)).toEqual([ADMIN_EMAIL]);
    const byEmail = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?search=PAGER2');
    expect(byEmail.total).toBe(1);
    // LIKE wildcards are searched as the characters themselves.
    const wildcard = await adminCall<UserList>(t(), admin.cookie, 'GET', '/api/admin/users?search=%25');
    expect(wildcard.total).toBe(0);
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
    const common = await call(t(), 'POST', '/api/admin/users', {
      cookie: admin.cookie,
      body: { email: 'common@example.com', password: 'Password1', role: 'user' },
    });
    expect(common.status).toBe(400);
    expect((await common.json()).error.issues).toEqual([
      { path: 'password', message: 'This password is too common. Please choose one that is harder to guess.' },
    ]);
    const taken = await call(t(), 'POST', '/api/admin/users', {
      cookie: admin.cookie,
      body: { email: ADMIN_EMAIL, password: TEST_PASSWORD, role: 'user' },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe('A user with this email already exists');
  });

  it('refuses an ADMIN_EMAILS address: its owner signs up and confirms it (issue 28 I-g)', async () => {
    const admin = await createAdmin(t());
    const refused = await call(t(), 'POST', '/api/admin/users', {
      cookie: admin.cookie,
      body: { email: 'Second.Admin@Example.com', password: TEST_PASSWORD, username: 'back_door', role: 'user' },
    });
    expect(refused.status).toBe(403);
    const message =
      'This address is in ADMIN_EMAILS: its owner signs up with it and confirms it; an administrator cannot add it';
    expect((await refused.json()).error).toMatchObject({
      code: 'FORBIDDEN',
      message,
      issues: [{ path: 'email', message }],
    });
    const found = await adminCall<UserList>(
      t(),
      admin.cookie,
      'GET',
      `/api/admin/users?search=${UNREGISTERED_ADMIN_EMAIL}`,
    );
    expect(found.total).toBe(0);
    expect(
      (
        await call(t(), 'POST', '/api/auth/sign-in/email', {
          body: { email: UNREGISTERED_ADMIN_EMAIL, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(401);
  });
});

describe('editing a user', () => {
  it('changes the role, signs the user out everywhere and writes the audit trail', async () => {
    const admin = await createAdmin(t());
    const coach = await createCoach(t());
    const userId = await userIdOf(t(), coach.cookie);
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

    expect(await auditOf(admin.cookie, userId)).toEqual([
      ['user.updated', ADMIN_EMAIL, { username: 'changed' }],
      ['user.role_changed', ADMIN_EMAIL, { from: 'user', to: 'admin' }],
    ]);
  });

  it('signs a user out of every device at once and writes the audit trail; a coach cannot', async () => {
    const admin = await createAdmin(t());
    const coach = await createCoach(t());
    const phone = await signIn(t(), coach.email);
    const userId = await userIdOf(t(), coach.cookie);
    const bystander = await createCoach(t());

    const refused = await call(t(), 'DELETE', `/api/admin/users/${userId}/sessions`, { cookie: bystander.cookie });
    expect(refused.status).toBe(403);
    expect((await call(t(), 'GET', '/api/clients', { cookie: phone })).status).toBe(200);

    const ended = await adminCall(t(), admin.cookie, 'DELETE', `/api/admin/users/${userId}/sessions`);
    expect(ended).toEqual({ sessionsEnded: 2 });
    for (const cookie of [coach.cookie, phone]) {
      expect((await call(t(), 'GET', '/api/clients', { cookie })).status).toBe(401);
    }
    expect((await call(t(), 'GET', '/api/clients', { cookie: bystander.cookie })).status).toBe(200);
    expect((await call(t(), 'GET', '/api/clients', { cookie: admin.cookie })).status).toBe(200);
    // The account itself is untouched: the user signs in again as before.
    expect((await call(t(), 'GET', '/api/me', { cookie: await signIn(t(), coach.email) })).status).toBe(200);

    expect(await auditOf(admin.cookie, userId)).toEqual([['user.signed_out', ADMIN_EMAIL, { sessions: 2 }]]);
    const missing = await call(t(), 'DELETE', '/api/admin/users/nobody/sessions', { cookie: admin.cookie });
    expect(missing.status).toBe(404);
  });

  it('keeps an ADMIN_EMAILS account an admin and undeletable', async () => {
    const admin = await createAdmin(t());
    const adminId = await userIdOf(t(), admin.cookie);
    const otherAdmin = await createCoach(t());
    const otherId = await userIdOf(t(), otherAdmin.cookie);
    await adminCall(t(), admin.cookie, 'PATCH', `/api/admin/users/${otherId}`, { username: null, role: 'admin' });
    const other = await signInPromotedAdmin(t(), otherAdmin.email);

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
    const clash = await call(t(), 'PATCH', `/api/admin/users/${await userIdOf(t(), other.cookie)}`, {
      cookie: admin.cookie,
      body: { username: 'TAKEN_name', role: 'user' },
    });
    expect(clash.status).toBe(409);
  });
});
