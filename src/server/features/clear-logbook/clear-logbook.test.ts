import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

async function seed(cookie: string) {
  const client = await addClient(t(), cookie, { name: 'Ada' });
  await addSession(t(), cookie, { clientId: client.id, date: '2026-10-01', duration: 60 });
  await addSession(t(), cookie, { clientId: client.id, date: '2026-10-08', duration: 60 });
}

const totals = async (cookie: string) => {
  const clients = (await (await call(t(), 'GET', '/api/clients', { cookie })).json()) as { total: number };
  const sessions = (await (await call(t(), 'GET', '/api/coaching-sessions', { cookie })).json()) as { total: number };
  return { clients: clients.total, sessions: sessions.total };
};

const clear = (cookie: string, body: unknown) => call(t(), 'POST', '/api/clear-logbook', { cookie, body });

describe('delete all clients or sessions from /account', () => {
  it('deletes every session and keeps the clients, then every client; another coach keeps everything', async () => {
    const coach = await createCoach(t());
    const other = await createCoach(t());
    await seed(coach.cookie);
    await seed(other.cookie);

    const sessions = await clear(coach.cookie, { what: 'sessions', confirmation: 'Delete all sessions ' });
    expect(sessions.status, await sessions.clone().text()).toBe(200);
    expect(await sessions.json()).toEqual({ deleted: { clients: 0, sessions: 2 } });
    expect(await totals(coach.cookie)).toEqual({ clients: 1, sessions: 0 });

    await addSession(t(), coach.cookie, {
      clientId: (
        (await (await call(t(), 'GET', '/api/clients', { cookie: coach.cookie })).json()) as {
          items: { id: string }[];
        }
      ).items[0]!.id,
      date: '2026-10-15',
      duration: 30,
    });
    const clients = await clear(coach.cookie, { what: 'clients', confirmation: 'delete all clients' });
    expect(await clients.json()).toEqual({ deleted: { clients: 1, sessions: 1 } });
    expect(await totals(coach.cookie)).toEqual({ clients: 0, sessions: 0 });
    expect(await totals(other.cookie)).toEqual({ clients: 1, sessions: 2 });
  });

  it('refuses without the words typed, or with bad input, and deletes nothing', async () => {
    const { cookie } = await createCoach(t());
    await seed(cookie);
    const cases: [unknown, string][] = [
      [{ what: 'clients', confirmation: 'delete all sessions' }, 'Type delete all clients to confirm'],
      [{ what: 'clients', confirmation: 'yes' }, 'Type delete all clients to confirm'],
      [{ what: 'everything', confirmation: 'delete all clients' }, 'Please choose what to delete'],
      [{ what: 'sessions', confirmation: 'delete all sessions\u0000' }, ''],
      [{ what: 'sessions', confirmation: 'x'.repeat(10_000) }, ''],
      [{ what: 'sessions', confirmation: 42 }, 'Please type the words to confirm'],
    ];
    for (const [body, message] of cases) {
      const response = await clear(cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect(await totals(cookie)).toEqual({ clients: 1, sessions: 2 });
    expect(
      (
        await call(t(), 'POST', '/api/clear-logbook', {
          body: { what: 'sessions', confirmation: 'delete all sessions' },
        })
      ).status,
    ).toBe(401);
  });
});
