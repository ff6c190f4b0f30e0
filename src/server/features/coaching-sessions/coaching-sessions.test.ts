import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

describe('coaching sessions API', () => {
  it('logs a session with the spec’s defaults and reads it back with the client’s name', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Zoe Walker' });
    const session = await addSession(t(), cookie, {
      clientId: client.id,
      date: '2026-03-05',
      duration: '75',
      topics: ' career, confidence ,, ',
      notes: 'Explored options',
      rate: '',
      rating: '4',
    });
    const response = await call(t(), 'GET', `/api/coaching-sessions/${session.id}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      session: {
        clientId: client.id,
        clientName: 'Zoe Walker',
        date: '2026-03-05',
        duration: 75,
        topics: ['career', 'confidence'],
        completed: true,
        rate: null,
        rating: 4,
        payment: 'paid',
        sessionType: 'individual',
        groupSize: null,
      },
      previousId: null,
      nextId: null,
    });
  });

  it('pages newest first and filters by client and date range', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const bob = await addClient(t(), cookie, { name: 'Bob' });
    for (const [client, date] of [
      [ann, '2026-01-10'],
      [bob, '2026-01-11'],
      [ann, '2026-02-01'],
      [ann, '2026-03-01'],
      [bob, '2025-12-31'],
    ] as const) {
      await addSession(t(), cookie, { clientId: client.id, date, duration: 60 });
    }
    const page1 = await (await call(t(), 'GET', '/api/coaching-sessions?pageSize=2', { cookie })).json();
    expect(page1.items.map((s: { date: string }) => s.date)).toEqual(['2026-03-01', '2026-02-01']);
    const page3 = await (await call(t(), 'GET', '/api/coaching-sessions?pageSize=2&page=3', { cookie })).json();
    expect(page3.items.map((s: { date: string }) => s.date)).toEqual(['2025-12-31']);

    const annIn2026 = await (
      await call(t(), 'GET', `/api/coaching-sessions?clientId=${ann.id}&from=2026-01-10&to=2026-02-28`, { cookie })
    ).json();
    expect(annIn2026.total).toBe(2);
    expect(annIn2026.items.map((s: { date: string }) => s.date)).toEqual(['2026-02-01', '2026-01-10']);
  });

  it('filters by payment and type, and adds up the minutes of the whole filtered set', async () => {
    const { cookie } = await createCoach(t());
    const other = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const theirs = await addClient(t(), other.cookie, { name: 'Theirs' });
    await addSession(t(), other.cookie, {
      clientId: theirs.id,
      date: '2026-01-10',
      duration: 600,
      payment: 'pro_bono',
    });
    await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-01', duration: 60 });
    await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-02', duration: 45, payment: 'pro_bono' });
    await addSession(t(), cookie, {
      clientId: ann.id,
      date: '2026-01-03',
      duration: 90,
      payment: 'pro_bono',
      sessionType: 'group',
      groupSize: 4,
    });
    const list = async (query: string) =>
      (await call(t(), 'GET', `/api/coaching-sessions?${query}`, { cookie })).json();

    expect(await list('pageSize=1')).toMatchObject({ total: 3, minutes: 195 });
    const proBono = await list('payment=pro_bono&pageSize=1');
    expect(proBono).toMatchObject({ total: 2, minutes: 135 });
    expect(proBono.items).toHaveLength(1);
    expect(await list('payment=pro_bono&sessionType=individual')).toMatchObject({ total: 1, minutes: 45 });
    expect(await list('sessionType=group')).toMatchObject({ total: 1, minutes: 90 });
    expect(await list('payment=paid&sessionType=team')).toMatchObject({ items: [], total: 0, minutes: 0 });
    for (const query of ['payment=free', 'sessionType=workshop']) {
      const refused = await call(t(), 'GET', `/api/coaching-sessions?${query}`, { cookie });
      expect(refused.status, query).toBe(400);
    }
  });

  it('keeps the unfiltered total (read from the month totals) equal to the sessions listed', async () => {
    const { cookie } = await createCoach(t());
    const other = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const theirs = await addClient(t(), other.cookie, { name: 'Theirs' });
    await addSession(t(), other.cookie, { clientId: theirs.id, date: '2026-01-10', duration: 60 });
    const ids: string[] = [];
    for (const date of ['2026-01-10', '2026-01-20', '2026-02-01', '2025-12-31']) {
      ids.push((await addSession(t(), cookie, { clientId: ann.id, date, duration: 45 })).id);
    }
    const totals = async () => {
      const all = await (await call(t(), 'GET', '/api/coaching-sessions', { cookie })).json();
      const counted = await (
        await call(t(), 'GET', '/api/coaching-sessions?from=1900-01-01&to=2999-12-31', { cookie })
      ).json();
      return [all.total, counted.total];
    };
    expect(await totals()).toEqual([4, 4]);
    const moved = await call(t(), 'PUT', `/api/coaching-sessions/${ids[0]}`, {
      cookie,
      body: { clientId: ann.id, date: '2026-03-05', duration: 45 },
    });
    expect(moved.status).toBe(200);
    expect(await totals()).toEqual([4, 4]);
    expect((await call(t(), 'DELETE', `/api/coaching-sessions/${ids[1]}`, { cookie })).status).toBe(200);
    expect(await totals()).toEqual([3, 3]);
  });

  it('links each session to the same client’s previous and next by date', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const bob = await addClient(t(), cookie, { name: 'Bob' });
    const first = await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-01', duration: 60 });
    await addSession(t(), cookie, { clientId: bob.id, date: '2026-01-15', duration: 60 });
    const middle = await addSession(t(), cookie, { clientId: ann.id, date: '2026-02-01', duration: 60 });
    const last = await addSession(t(), cookie, { clientId: ann.id, date: '2026-03-01', duration: 60 });
    const detail = await (await call(t(), 'GET', `/api/coaching-sessions/${middle.id}`, { cookie })).json();
    expect(detail).toMatchObject({ previousId: first.id, nextId: last.id });
  });

  it('refuses a second session for the same client on the same date, also on update', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const bob = await addClient(t(), cookie, { name: 'Bob' });
    await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-01', duration: 60 });
    const duplicate = await call(t(), 'POST', '/api/coaching-sessions', {
      cookie,
      body: { clientId: ann.id, date: '2026-01-01', duration: 30 },
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'A session for this client on this date already exists.',
        issues: [{ path: 'date', message: 'A session for this client on this date already exists.' }],
      },
    });
    // Another client on that date is fine; moving it onto Ann's date is not.
    const other = await addSession(t(), cookie, { clientId: bob.id, date: '2026-01-01', duration: 60 });
    const moved = await call(t(), 'PUT', `/api/coaching-sessions/${other.id}`, {
      cookie,
      body: { clientId: ann.id, date: '2026-01-01', duration: 60 },
    });
    expect(moved.status).toBe(409);
    const list = await (await call(t(), 'GET', '/api/coaching-sessions', { cookie })).json();
    expect(list.total).toBe(2);
  });

  it('lets only one of two concurrent duplicates through', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const body = { clientId: ann.id, date: '2026-05-05', duration: 60 };
    const statuses = (
      await Promise.all([
        call(t(), 'POST', '/api/coaching-sessions', { cookie, body }),
        call(t(), 'POST', '/api/coaching-sessions', { cookie, body }),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('validates with the form’s schema and stores nothing', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const response = await call(t(), 'POST', '/api/coaching-sessions', {
      cookie,
      body: { clientId: ann.id, date: '2026-02-30', duration: 0, rating: 6, sessionType: 'group' },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'date', message: 'Please enter a valid date' },
        { path: 'duration', message: 'Duration must be at least 1 minute' },
        { path: 'rating', message: 'Rating must be from 1 to 5' },
      ]),
    );
    const groupWithoutSize = await call(t(), 'POST', '/api/coaching-sessions', {
      cookie,
      body: { clientId: ann.id, date: '2026-02-03', duration: 60, sessionType: 'team' },
    });
    expect(await groupWithoutSize.json()).toMatchObject({
      error: { issues: [{ path: 'groupSize', message: 'Group size is required for group and team sessions' }] },
    });
    expect((await (await call(t(), 'GET', '/api/coaching-sessions', { cookie })).json()).total).toBe(0);
  });

  it('stores a group session with its size and a pro bono one', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const session = await addSession(t(), cookie, {
      clientId: ann.id,
      date: '2026-02-03',
      duration: 90,
      sessionType: 'group',
      groupSize: 6,
      payment: 'pro_bono',
    });
    const detail = await (await call(t(), 'GET', `/api/coaching-sessions/${session.id}`, { cookie })).json();
    expect(detail.session).toMatchObject({ sessionType: 'group', groupSize: 6, payment: 'pro_bono' });
  });

  it('never lets another coach read, list, change or delete a session, or log one for their client', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const client = await addClient(t(), owner.cookie, { name: 'Private' });
    const session = await addSession(t(), owner.cookie, {
      clientId: client.id,
      date: '2026-01-01',
      duration: 60,
      notes: 'Secret',
    });

    expect((await call(t(), 'GET', `/api/coaching-sessions/${session.id}`, { cookie: other.cookie })).status).toBe(404);
    expect(await (await call(t(), 'GET', '/api/coaching-sessions', { cookie: other.cookie })).json()).toMatchObject({
      items: [],
      total: 0,
      minutes: 0,
    });
    const filtered = await call(t(), 'GET', `/api/coaching-sessions?clientId=${client.id}`, { cookie: other.cookie });
    expect((await filtered.json()).total).toBe(0);
    const body = { clientId: client.id, date: '2026-02-01', duration: 60 };
    expect(
      (await call(t(), 'PUT', `/api/coaching-sessions/${session.id}`, { cookie: other.cookie, body })).status,
    ).toBe(404);
    expect((await call(t(), 'DELETE', `/api/coaching-sessions/${session.id}`, { cookie: other.cookie })).status).toBe(
      404,
    );
    const intoTheirClient = await call(t(), 'POST', '/api/coaching-sessions', { cookie: other.cookie, body });
    expect(intoTheirClient.status).toBe(404);
    expect(await intoTheirClient.json()).toMatchObject({ error: { message: 'Client not found' } });

    const own = await (await call(t(), 'GET', `/api/coaching-sessions/${session.id}`, { cookie: owner.cookie })).json();
    expect(own.session).toMatchObject({ notes: 'Secret', date: '2026-01-01' });
  });

  it('updates and deletes a session', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const session = await addSession(t(), cookie, { clientId: ann.id, date: '2026-01-01', duration: 60 });
    const updated = await call(t(), 'PUT', `/api/coaching-sessions/${session.id}`, {
      cookie,
      body: { clientId: ann.id, date: '2026-01-02', duration: 45, completed: false, topics: ['goals'] },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      session: { date: '2026-01-02', duration: 45, completed: false, topics: ['goals'] },
    });
    expect((await call(t(), 'DELETE', `/api/coaching-sessions/${session.id}`, { cookie })).status).toBe(200);
    expect((await call(t(), 'GET', `/api/coaching-sessions/${session.id}`, { cookie })).status).toBe(404);
  });
});
