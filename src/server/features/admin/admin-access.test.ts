import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, adminCall, createAdmin, userIdOf } from '@/test/admins';
import { buildTestApp } from '@/test/build-app';
import { captureLogger } from '@/test/log-capture';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { turnOnTwoFactor } from '@/test/two-factor';

const t = useTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });

const INVITATION_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin endpoint, with a valid body, so that only the role decides the answer. */
const endpoints = (userId: string) =>
  [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', { email: 'new@example.com', password: 'Harbour7Lantern', role: 'admin' }],
    ['GET', `/api/admin/users/${userId}`],
    ['PATCH', `/api/admin/users/${userId}`, { username: null, role: 'admin' }],
    ['PUT', `/api/admin/users/${userId}/free-account`, { freeAccount: true }],
    ['DELETE', `/api/admin/users/${userId}/sessions`],
    ['DELETE', `/api/admin/users/${userId}`],
    ['GET', '/api/admin/invitations'],
    ['POST', '/api/admin/invitations', { email: 'invitee@example.com', role: 'admin', isFreeAccount: true }],
    ['PUT', `/api/admin/invitations/${INVITATION_ID}`, { email: 'invitee@example.com', role: 'admin' }],
    ['DELETE', `/api/admin/invitations/${INVITATION_ID}`],
    ['POST', `/api/admin/invitations/${INVITATION_ID}/reset`],
  ] as const;

describe('admin API access', () => {
  it('answers 403 to a coach on every admin endpoint and changes nothing', async () => {
    const coach = await createCoach(t());
    const me = (await (await call(t(), 'GET', '/api/me', { cookie: coach.cookie })).json()) as { user: { id: string } };
    for (const [method, path, body] of endpoints(me.user.id)) {
      const response = await call(t(), method, path, { cookie: coach.cookie, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: "You don't have permission to access this page." },
      });
    }
    // The coach is still a coach, still here, and nothing was created.
    const after = (await (await call(t(), 'GET', '/api/me', { cookie: coach.cookie })).json()) as {
      user: { role: string };
    };
    expect(after.user.role).toBe('user');
    const admin = await createAdmin(t());
    const users = await adminCall<{ total: number }>(t(), admin.cookie, 'GET', '/api/admin/users');
    expect(users.total).toBe(2);
    const invitations = await adminCall<{ total: number }>(
      t(),
      admin.cookie,
      'GET',
      '/api/admin/invitations?status=all',
    );
    expect(invitations.total).toBe(0);
  });

  it('answers 403 TWO_FACTOR_REQUIRED to an admin without two-factor on every admin endpoint', async () => {
    const admin = await createCoach(t(), ADMIN_EMAIL);
    const adminId = await userIdOf(t(), admin.cookie);
    const ticketPaths = [
      ['GET', '/api/admin/support-tickets'],
      ['GET', `/api/admin/support-tickets/${INVITATION_ID}`],
    ];
    for (const [method, path, body] of [...endpoints(adminId), ...ticketPaths] as const) {
      const response = await call(t(), method, path, { cookie: admin.cookie, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          code: 'TWO_FACTOR_REQUIRED',
          message: 'Turn on two-factor authentication on your account page before using the admin screens.',
        },
      });
    }
    // Once it is on, the same admin gets in.
    const { cookie } = await turnOnTwoFactor(t(), admin.cookie);
    const users = await adminCall<{ total: number }>(t(), cookie, 'GET', '/api/admin/users');
    expect(users.total).toBe(1);
  });

  it('logs every refusal as an authorisation refusal', async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = buildTestApp(t().database, { ADMIN_EMAILS: ADMIN_EMAIL }, { logger: captureLogger(lines) });
    const admin = await createCoach(logged, ADMIN_EMAIL);
    expect((await call(logged, 'GET', '/api/admin/overview', { cookie: admin.cookie })).status).toBe(403);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'access refused',
        code: 'TWO_FACTOR_REQUIRED',
        method: 'GET',
        path: '/api/admin/overview',
      }),
    );
  });

  it('answers 401 without a session', async () => {
    for (const [method, path, body] of endpoints('someone')) {
      expect((await call(t(), method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets an ADMIN_EMAILS account in', async () => {
    const admin = await createAdmin(t());
    const overview = await adminCall(t(), admin.cookie, 'GET', '/api/admin/overview');
    expect(overview).toMatchObject({ users: 1, currency: 'GBP' });
  });
});
