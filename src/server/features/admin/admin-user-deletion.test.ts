import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  adminCall,
  busyCoach,
  createAdmin,
  rowsOwnedBy,
  signInPromotedAdmin,
  userIdOf,
} from '@/test/admins';
import { createCoach, TEST_PASSWORD } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, TRIAL_DAYS: '14' });

describe('deleting a user', () => {
  it('removes every row of the user, signs them out and records who did it', async () => {
    const admin = await createAdmin(t());
    const coach = await busyCoach(t());
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
    expect(before.accreditation_cache).toBe(1);

    await adminCall(t(), admin.cookie, 'DELETE', `/api/admin/users/${coach.userId}`);
    expect(Object.values(await rowsOwnedBy(t(), coach.userId, coach.email)).every((value) => value === 0)).toBe(true);
    expect((await call(t(), 'GET', '/api/clients', { cookie: coach.cookie })).status).toBe(401);
    const audit = (await t().database.db.execute(
      sql`select action, actor_id, details from admin_audit_events where target_id = ${coach.userId}`,
    )) as unknown as { rows: { action: string; actor_id: string; details: object }[] };
    expect(audit.rows).toEqual([{ action: 'user.deleted', actor_id: await userIdOf(t(), admin.cookie), details: {} }]);
  });

  it('removes nothing when a step fails, and says why', async () => {
    const admin = await createAdmin(t());
    const coach = await busyCoach(t());
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
    const coachId = await userIdOf(t(), coach.cookie);
    await adminCall(t(), admin.cookie, 'PATCH', `/api/admin/users/${coachId}`, { username: null, role: 'admin' });
    const promoted = await signInPromotedAdmin(t(), coach.email);
    const response = await call(t(), 'DELETE', `/api/admin/users/${coachId}`, { cookie: promoted });
    expect(response.status).toBe(409);
  });

  it('removes the same rows when a coach deletes their own account', async () => {
    const admin = await createAdmin(t());
    const coach = await busyCoach(t());
    await adminCall(t(), admin.cookie, 'POST', '/api/admin/invitations', { email: coach.email, isFreeAccount: false });
    const response = await call(t(), 'POST', '/api/auth/delete-user', {
      cookie: coach.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(Object.values(await rowsOwnedBy(t(), coach.userId, coach.email)).every((value) => value === 0)).toBe(true);
  });
});
