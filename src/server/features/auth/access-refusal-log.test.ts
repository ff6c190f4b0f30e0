import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach } from '@/test/coaches';
import { createAdmin } from '@/test/admins';
import { call, nextClientAddress } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { cookieValues, useLoggedApps } from '@/test/logged-app';

/** The 'access refused' lines (401, 402, 403, 415, 429), read from the production logger's output. */
const { t, lines, refusals, userIdOf, expectNoneInLog } = useLoggedApps({ ADMIN_EMAILS: 'owner@example.com' });

describe('authorisation refusal log', () => {
  const refusalsFrom = (address: string) =>
    refusals()
      .filter((line) => line.ip === address)
      .map(({ status, code, method, path, userId }) => ({ status, code, method, path, userId }));

  it('logs 401, 402 and 403 refusals with who asked for what, and no cookie', async () => {
    const address = nextClientAddress();
    await call(t(), 'GET', '/api/clients', { clientAddress: address });

    const coach = await createCoach(t());
    const coachId = await userIdOf(coach.cookie);
    await call(t(), 'GET', '/api/admin/users', { cookie: coach.cookie, clientAddress: address });

    const lapsed = await createCoach(t());
    const lapsedId = await userIdOf(lapsed.cookie);
    await t()
      .database.db.update(users)
      .set({ subscriptionStatus: 'trial', subscriptionEndDate: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, lapsedId));
    await call(t(), 'GET', '/api/dashboard', { cookie: lapsed.cookie, clientAddress: address });

    const admin = await createAdmin(t(), 'owner@example.com');
    await call(t(), 'PATCH', `/api/admin/users/${await userIdOf(admin.cookie)}`, {
      cookie: admin.cookie,
      body: { username: 'owner', role: 'user' },
      clientAddress: address,
    });
    const adminId = await userIdOf(admin.cookie);

    expect(refusalsFrom(address)).toEqual([
      { status: 401, code: 'UNAUTHENTICATED', method: 'GET', path: '/api/clients', userId: undefined },
      { status: 403, code: 'FORBIDDEN', method: 'GET', path: '/api/admin/users', userId: coachId },
      { status: 402, code: 'SUBSCRIPTION_REQUIRED', method: 'GET', path: '/api/dashboard', userId: lapsedId },
      {
        status: 403,
        code: 'FORBIDDEN',
        method: 'PATCH',
        path: `/api/admin/users/${adminId}`,
        userId: adminId,
      },
    ]);
    const lapsedLine = refusals().find((line) => line.userId === lapsedId);
    expect(lapsedLine).toMatchObject({ level: 30, requestId: expect.any(String) });
    const accessLine = lines.find((line) => line.msg === 'request' && line.path === '/api/dashboard');
    expect(accessLine).toMatchObject({ status: 402, userId: lapsedId });
    expectNoneInLog([
      TEST_PASSWORD,
      coach.email,
      lapsed.email,
      ...[coach, lapsed, admin].flatMap((c) => cookieValues(c.cookie)),
    ]);
  });

  it('logs cross-site (403) and non-JSON (415) refusals with the origin and type refused', async () => {
    const { cookie } = await createCoach(t());
    const userId = await userIdOf(cookie);
    const address = nextClientAddress();
    await call(t(), 'POST', '/api/clients', {
      cookie,
      body: { name: 'Forged Client' },
      headers: { origin: 'https://evil.example' },
      clientAddress: address,
    });
    await call(t(), 'POST', '/api/clients', {
      cookie,
      rawBody: 'name=Form+Client',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      clientAddress: address,
    });
    expect(refusals().filter((line) => line.ip === address)).toEqual([
      expect.objectContaining({
        status: 403,
        code: 'FORBIDDEN',
        origin: 'https://evil.example',
        path: '/api/clients',
        level: 40,
      }),
      expect.objectContaining({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        contentType: 'application/x-www-form-urlencoded',
        path: '/api/clients',
      }),
    ]);
    // The CSRF check runs before any route signs the request in, so the refusal has the
    // address but not yet a user id.
    expect(refusals().filter((line) => line.ip === address && line.userId === userId)).toEqual([]);
    expectNoneInLog(cookieValues(cookie));
  });

  it('never writes a note’s content, even when the save is refused', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Quiet Client' });
    const note = 'Client spoke about a private family matter in confidence.';
    await addSession(t(), cookie, { clientId: client.id, date: '2026-11-02', duration: 60, notes: note });
    await call(t(), 'POST', '/api/coaching-sessions', {
      cookie,
      body: { clientId: client.id, date: '2026-11-02', duration: 60, notes: note },
      headers: { origin: 'https://evil.example' },
    });
    await call(t(), 'POST', '/api/coaching-sessions', { body: { clientId: client.id, notes: note } });
    expectNoneInLog([note, 'Quiet Client']);
  });
});
