import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

describe('clients API', () => {
  it('creates, lists by name, reads, updates and deletes a coach’s clients', async () => {
    const { cookie } = await createCoach(t());
    const zoe = await addClient(t(), cookie, {
      name: 'Zoe Walker',
      email: 'zoe@example.com',
      phone: '',
      notes: 'Career change',
    });
    await addClient(t(), cookie, { name: 'Adam Brook' });

    const list = await call(t(), 'GET', '/api/clients', { cookie });
    expect(list.status).toBe(200);
    const { items: clients } = (await list.json()) as { items: { name: string; phone: string | null }[] };
    expect(clients.map((client) => client.name)).toEqual(['Adam Brook', 'Zoe Walker']);
    expect(clients[1]!.phone).toBeNull();

    const updated = await call(t(), 'PUT', `/api/clients/${zoe.id}`, {
      cookie,
      body: { name: 'Zoe Walker-Smith', email: '', phone: '07700 900123', notes: '' },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      client: { id: zoe.id, name: 'Zoe Walker-Smith', email: null, phone: '07700 900123', notes: null },
    });

    expect((await call(t(), 'DELETE', `/api/clients/${zoe.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `/api/clients/${zoe.id}`, { cookie })).status).toBe(404);
  });

  it('rejects bad input with the field messages and stores nothing', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', '/api/clients', { cookie, body: { name: '  ', email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Name is required, Please enter a valid email address',
        issues: [
          { path: 'name', message: 'Name is required' },
          { path: 'email', message: 'Please enter a valid email address' },
        ],
      },
    });
    const list = await call(t(), 'GET', '/api/clients', { cookie });
    expect(await list.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('keeps the date the coach sets as client since, and refuses one in the future or before 1900', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ben Okafor', clientSince: '2025-02-05' });
    const read = await call(t(), 'GET', `/api/clients/${client.id}`, { cookie });
    expect(await read.json()).toMatchObject({ client: { clientSince: '2025-02-05' } });
    for (const [clientSince, message] of [
      ['2999-01-01', 'Client since cannot be in the future'],
      ['1850-06-01', 'Client since cannot be before 1900'],
      ['2025-02-30', 'Please enter a valid date'],
    ]) {
      const refused = await call(t(), 'PUT', `/api/clients/${client.id}`, {
        cookie,
        body: { name: 'Ben', clientSince },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { issues: [{ path: 'clientSince', message }] } });
    }
    const cleared = await call(t(), 'PUT', `/api/clients/${client.id}`, {
      cookie,
      body: { name: 'Ben', clientSince: '' },
    });
    expect(await cleared.json()).toMatchObject({ client: { name: 'Ben', clientSince: null } });
  });

  it('never lets another coach read, change or delete a client', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const client = await addClient(t(), owner.cookie, { name: 'Private Client', notes: 'Confidential' });

    expect(await (await call(t(), 'GET', '/api/clients', { cookie: other.cookie })).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    expect((await call(t(), 'GET', `/api/clients/${client.id}`, { cookie: other.cookie })).status).toBe(404);
    const change = await call(t(), 'PUT', `/api/clients/${client.id}`, {
      cookie: other.cookie,
      body: { name: 'Taken' },
    });
    expect(change.status).toBe(404);
    expect((await call(t(), 'DELETE', `/api/clients/${client.id}`, { cookie: other.cookie })).status).toBe(404);

    const own = await call(t(), 'GET', `/api/clients/${client.id}`, { cookie: owner.cookie });
    expect(await own.json()).toMatchObject({ client: { name: 'Private Client', notes: 'Confidential' } });
  });

  it('answers 401 without a session', async () => {
    const response = await call(t(), 'GET', '/api/clients');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'No authenticated user found' },
    });
  });
});

describe('clients list figures, search and archive', () => {
  it('adds up each client’s sessions and minutes in the list', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    await addClient(t(), cookie, { name: 'Bob' });
    await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-01', duration: 60 });
    await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-08', duration: 45 });
    const { items: clients } = await (await call(t(), 'GET', '/api/clients', { cookie })).json();
    expect(
      clients.map((c: { name: string; sessionsCount: number; totalMinutes: number }) => [
        c.name,
        c.sessionsCount,
        c.totalMinutes,
      ]),
    ).toEqual([
      ['Ann', 2, 105],
      ['Bob', 0, 0],
    ]);
  });

  it('gives each client their last session and sorts by name, last session or hours', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const bob = await addClient(t(), cookie, { name: 'Bob' });
    await addClient(t(), cookie, { name: 'Cleo' });
    await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-01', duration: 60 });
    await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-08', duration: 60 });
    await addSession(t(), cookie, { clientId: bob.id, date: '2026-02-01', duration: 30 });
    const sorted = async (sort: string) =>
      (await (await call(t(), 'GET', `/api/clients?sort=${sort}`, { cookie })).json()).items.map(
        (c: { name: string; lastSessionDate: string | null }) => [c.name, c.lastSessionDate],
      );
    expect(await sorted('name')).toEqual([
      ['Ann', '2026-01-08'],
      ['Bob', '2026-02-01'],
      ['Cleo', null],
    ]);
    expect(await sorted('lastSession')).toEqual([
      ['Bob', '2026-02-01'],
      ['Ann', '2026-01-08'],
      ['Cleo', null],
    ]);
    expect((await sorted('hours')).map(([name]: [string]) => name)).toEqual(['Ann', 'Bob', 'Cleo']);
    // Sorted pages never overlap.
    const page = async (number: number) =>
      (await (await call(t(), 'GET', `/api/clients?sort=lastSession&pageSize=2&page=${number}`, { cookie })).json())
        .items;
    expect([...(await page(1)), ...(await page(2))].map((c: { name: string }) => c.name)).toEqual([
      'Bob',
      'Ann',
      'Cleo',
    ]);
    const refused = await call(t(), 'GET', '/api/clients?sort=email', { cookie });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.issues).toEqual([{ path: 'sort', message: 'Please choose a sort order' }]);
  });

  it('gives pickers every name, by name, and only the coach’s own', async () => {
    const { cookie } = await createCoach(t());
    const other = await createCoach(t());
    await addClient(t(), other.cookie, { name: 'Theirs' });
    await addClient(t(), cookie, { name: 'Zoe', email: 'zoe@example.com', notes: 'Private' });
    await addClient(t(), cookie, { name: 'Ann', status: 'archived' });
    const names = await (await call(t(), 'GET', '/api/clients/names', { cookie })).json();
    expect(names).toEqual({
      clients: [
        { id: expect.any(String), name: 'Ann', status: 'archived' },
        { id: expect.any(String), name: 'Zoe', status: 'active' },
      ],
    });
    const active = await (await call(t(), 'GET', '/api/clients/names?status=active', { cookie })).json();
    expect(active.clients.map((c: { name: string }) => c.name)).toEqual(['Zoe']);
    expect((await call(t(), 'GET', '/api/clients/names?status=gone', { cookie })).status).toBe(400);
    expect((await call(t(), 'GET', '/api/clients/names')).status).toBe(401);
  });

  it('searches name, e-mail and organisation case-insensitively, wildcards taken literally', async () => {
    const { cookie } = await createCoach(t());
    await addClient(t(), cookie, { name: 'Zoe Walker', email: 'zoe@acme.com' });
    await addClient(t(), cookie, { name: 'Adam Brook', organisation: 'ACME Ltd' });
    await addClient(t(), cookie, { name: '100% Dave' });
    const names = async (search: string) =>
      (
        await (await call(t(), 'GET', `/api/clients?search=${encodeURIComponent(search)}`, { cookie })).json()
      ).items.map((c: { name: string }) => c.name);
    expect(await names('acme')).toEqual(['Adam Brook', 'Zoe Walker']);
    expect(await names('WALK')).toEqual(['Zoe Walker']);
    expect(await names('%')).toEqual(['100% Dave']);
  });

  it('keeps archived clients out of the active list but keeps their history', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, {
      name: 'Ann',
      status: 'archived',
      includeInExports: true,
      exportAlias: 'Client A',
    });
    await addClient(t(), cookie, { name: 'Bob' });
    await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-01', duration: 60 });
    const active = await (await call(t(), 'GET', '/api/clients?status=active', { cookie })).json();
    expect(active.items.map((c: { name: string }) => c.name)).toEqual(['Bob']);
    const all = await (await call(t(), 'GET', '/api/clients', { cookie })).json();
    expect(all.items[0]).toMatchObject({
      name: 'Ann',
      status: 'archived',
      includeInExports: true,
      exportAlias: 'Client A',
      sessionsCount: 1,
    });
  });

  it('deletes a client’s sessions with the client', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const session = await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-01', duration: 60 });
    expect((await call(t(), 'DELETE', `/api/clients/${ann.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `/api/coaching-sessions/${session.id}`, { cookie })).status).toBe(404);
    expect((await (await call(t(), 'GET', '/api/coaching-sessions', { cookie })).json()).total).toBe(0);
  });
});

describe('clients API when the trial has ended', () => {
  const expired = useTestApp({ TRIAL_DAYS: '0', ADMIN_EMAILS: 'owner@example.com' });

  it('answers 402 SUBSCRIPTION_REQUIRED and changes nothing', async () => {
    const { cookie } = await createCoach(expired());
    const response = await call(expired(), 'POST', '/api/clients', { cookie, body: { name: 'Someone' } });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
  });

  it('still lets an ADMIN_EMAILS account in without payment', async () => {
    const { cookie } = await createCoach(expired(), 'owner@example.com');
    expect((await call(expired(), 'GET', '/api/clients', { cookie })).status).toBe(200);
  });
});
