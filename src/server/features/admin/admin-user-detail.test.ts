import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, adminCall, busyCoach, createAdmin, userIdOf } from '@/test/admins';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, TRIAL_DAYS: '14' });

describe('user detail', () => {
  it('shows counts, never the coach’s notes or clients', async () => {
    const admin = await createAdmin(t());
    const coach = await busyCoach(t());
    const response = await call(t(), 'GET', `/api/admin/users/${coach.userId}`, { cookie: admin.cookie });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      user: { id: coach.userId, email: coach.email, role: 'user', freeAccount: false, isProtected: false },
      counts: { clients: 1, coachingSessions: 1, supervisionSessions: 1, cpdRecords: 1 },
      audit: [],
      // The coach's sign-in was verified: the trial was found valid.
      verifications: [{ id: expect.any(String), verifiedAt: expect.any(String), result: 'trial', notes: 'sign-in' }],
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
    const userId = await userIdOf(t(), coach.cookie);
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
