import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, clients, coachingSessions, users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, signIn } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const meOf = async (cookie: string) => (await call(t(), 'GET', '/api/me', { cookie })).json();

describe('changing the password', () => {
  it('asks for the current password, applies the new-password rules, and signs out the other devices', async () => {
    const { email, cookie } = await createCoach(t());
    const otherDevice = await signIn(t(), email);

    const wrong = await call(t(), 'POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: 'Not1ThePassword', newPassword: 'Fresh4Password', revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('INVALID_PASSWORD');

    const weak = await call(t(), 'POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'short', revokeOtherSessions: true },
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.code).toBe('VALIDATION_FAILED');
    expect((await meOf(otherDevice)).user).not.toBeNull();

    const changed = await call(t(), 'POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh4Password', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(await meOf(otherDevice)).toEqual({ user: null, access: null });
    await signIn(t(), email, 'Fresh4Password');
  });
});

describe('signing out of other devices', () => {
  it('ends every other session and keeps this one', async () => {
    const { email, cookie } = await createCoach(t());
    const otherDevice = await signIn(t(), email);
    const revoked = await call(t(), 'POST', '/api/auth/revoke-other-sessions', { cookie, body: {} });
    expect(revoked.status).toBe(200);
    expect(await meOf(otherDevice)).toEqual({ user: null, access: null });
    expect((await meOf(cookie)).user.email).toBe(email);
  });
});

describe('deleting the account', () => {
  it('needs the password, then erases every row the coach owns and nobody else’s', async () => {
    const coach = await createCoach(t());
    const other = await createCoach(t());
    for (const owner of [coach, other]) {
      const client = await addClient(t(), owner.cookie, { name: 'Ada Client' });
      await addSession(t(), owner.cookie, { clientId: client.id, date: '2026-11-02', duration: 60 });
    }
    const coachId = (await meOf(coach.cookie)).user.id as string;

    const noPassword = await call(t(), 'POST', '/api/auth/delete-user', { cookie: coach.cookie, body: {} });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).error.message).toBe('Please enter your password');
    const wrong = await call(t(), 'POST', '/api/auth/delete-user', {
      cookie: coach.cookie,
      body: { password: 'Wrong1Password' },
    });
    expect(wrong.status).toBe(400);
    expect((await meOf(coach.cookie)).user.id).toBe(coachId);

    const deleted = await call(t(), 'POST', '/api/auth/delete-user', {
      cookie: coach.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);

    const { db } = t().database;
    const countOf = async (table: typeof clients | typeof coachingSessions | typeof authSessions) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, coachId)))[0]!.n;
    expect(await db.select().from(users).where(eq(users.id, coachId))).toEqual([]);
    expect(await countOf(clients)).toBe(0);
    expect(await countOf(coachingSessions)).toBe(0);
    expect(await countOf(authSessions)).toBe(0);
    expect(await meOf(coach.cookie)).toEqual({ user: null, access: null });

    const signInAgain = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email: coach.email, password: TEST_PASSWORD },
      clientAddress: nextClientAddress(),
    });
    expect(signInAgain.status).toBe(401);
    const othersClients = await call(t(), 'GET', '/api/clients', { cookie: other.cookie });
    expect((await othersClients.json()).items).toHaveLength(1);
  });
});
