import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

describe('a client’s overview', () => {
  it('adds up the client’s paid and pro bono minutes, goals and dates, and only theirs', async () => {
    const { cookie } = await createCoach(t());
    const amelia = await addClient(t(), cookie, {
      name: 'Amelia Clarke',
      organisation: 'Northwind',
      includeInExports: true,
      exportAlias: 'Client A',
    });
    const other = await addClient(t(), cookie, { name: 'Ben Other' });
    await addSession(t(), cookie, { clientId: amelia.id, date: '2026-01-10', duration: 60, goalsSet: 'Delegate more' });
    await addSession(t(), cookie, {
      clientId: amelia.id,
      date: '2026-02-14',
      duration: 90,
      payment: 'pro_bono',
      goalsSet: 'Hire a deputy',
      goalsAchieved: 'Delegated the budget',
    });
    await addSession(t(), cookie, { clientId: other.id, date: '2026-02-15', duration: 45 });

    const response = await call(t(), 'GET', `/api/clients/${amelia.id}/overview`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      client: { id: amelia.id, name: 'Amelia Clarke', organisation: 'Northwind', exportAlias: 'Client A' },
      totals: {
        sessions: 2,
        paidMinutes: 60,
        proBonoMinutes: 90,
        sessionsWithGoalsSet: 2,
        sessionsWithGoalsAchieved: 1,
        firstDate: '2026-01-10',
        lastDate: '2026-02-14',
      },
    });
  });

  it('answers zeros and no dates for a client without sessions', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'New Client' });
    const { totals } = await (await call(t(), 'GET', `/api/clients/${client.id}/overview`, { cookie })).json();
    expect(totals).toEqual({
      sessions: 0,
      paidMinutes: 0,
      proBonoMinutes: 0,
      sessionsWithGoalsSet: 0,
      sessionsWithGoalsAchieved: 0,
      firstDate: null,
      lastDate: null,
    });
  });

  it('is not found for another coach, an unknown id or a malformed one', async () => {
    const owner = await createCoach(t());
    const client = await addClient(t(), owner.cookie, { name: 'Private Client', notes: 'Confidential' });
    await addSession(t(), owner.cookie, { clientId: client.id, date: '2026-03-01', duration: 60 });
    const other = await createCoach(t());

    const stolen = await call(t(), 'GET', `/api/clients/${client.id}/overview`, { cookie: other.cookie });
    expect(stolen.status).toBe(404);
    expect(await stolen.text()).not.toContain('Private Client');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t(), 'GET', `/api/clients/${unknown}/overview`, { cookie: owner.cookie })).status).toBe(404);
    expect((await call(t(), 'GET', '/api/clients/not-a-uuid%00/overview', { cookie: owner.cookie })).status).toBe(400);
    expect((await call(t(), 'GET', `/api/clients/${client.id}/overview`)).status).toBe(401);
  });
});
