import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const notes = {
  date: '2026-03-02',
  title: 'Promotion conversation',
  goal: 'Be ready to ask for the team lead role',
  reality: 'Two years in the team, no feedback yet',
  options: 'Ask for a 1:1; find a sponsor; write down achievements',
  will: 'Book the 1:1 by Friday',
};

async function addPlan(cookie: string, body: Record<string, unknown>) {
  const response = await call(t(), 'POST', '/api/grow-plans', { cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { plan: { id: string } }).plan;
}

async function listPlans(cookie: string, clientId: string) {
  const response = await call(t(), 'GET', `/api/grow-plans?clientId=${clientId}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { title: string; date: string }[] }).items;
}

describe('GROW plans API', () => {
  it('creates, reads, updates and deletes a plan attached to a client and one of their sessions', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada Lovelace' });
    const session = await addSession(t(), cookie, { clientId: client.id, date: '2026-03-04', duration: 60 });

    const plan = await addPlan(cookie, { ...notes, clientId: client.id, coachingSessionId: session.id });
    expect(plan).toMatchObject({
      ...notes,
      clientId: client.id,
      clientName: 'Ada Lovelace',
      coachingSessionId: session.id,
      coachingSessionDate: '2026-03-04',
    });

    const read = await call(t(), 'GET', `/api/grow-plans/${plan.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ plan: { id: plan.id, title: 'Promotion conversation' } });

    const updated = await call(t(), 'PUT', `/api/grow-plans/${plan.id}`, {
      cookie,
      body: { clientId: client.id, coachingSessionId: '', date: '2026-03-05', title: 'Next steps', goal: ' ' },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      plan: {
        id: plan.id,
        coachingSessionId: null,
        coachingSessionDate: null,
        date: '2026-03-05',
        title: 'Next steps',
        goal: null,
        reality: null,
        options: null,
        will: null,
      },
    });

    expect((await call(t(), 'DELETE', `/api/grow-plans/${plan.id}`, { cookie })).status).toBe(204);
    expect((await call(t(), 'GET', `/api/grow-plans/${plan.id}`, { cookie })).status).toBe(404);
    expect(await listPlans(cookie, client.id)).toEqual([]);
  });

  it('lists one client’s plans, newest first', async () => {
    const { cookie } = await createCoach(t());
    const ada = await addClient(t(), cookie, { name: 'Ada' });
    const grace = await addClient(t(), cookie, { name: 'Grace' });
    await addPlan(cookie, { ...notes, clientId: ada.id, title: 'Older', date: '2026-01-01' });
    await addPlan(cookie, { ...notes, clientId: ada.id, title: 'Newer', date: '2026-02-01' });
    await addPlan(cookie, { ...notes, clientId: grace.id, title: 'Grace’s' });
    expect((await listPlans(cookie, ada.id)).map((plan) => plan.title)).toEqual(['Newer', 'Older']);
  });

  it('keeps the plan when its session is deleted', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const session = await addSession(t(), cookie, { clientId: client.id, date: '2026-03-04', duration: 60 });
    const plan = await addPlan(cookie, { ...notes, clientId: client.id, coachingSessionId: session.id });
    expect((await call(t(), 'DELETE', `/api/coaching-sessions/${session.id}`, { cookie })).status).toBe(200);
    const read = await call(t(), 'GET', `/api/grow-plans/${plan.id}`, { cookie });
    expect(await read.json()).toMatchObject({ plan: { title: notes.title, coachingSessionId: null } });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ date: '2026-02-30' }, 'date', 'Please enter a valid date'],
    [{ clientId: 'nobody' }, 'clientId', 'Please choose a client'],
    [{ goal: 'x'.repeat(20_001) }, 'goal', 'Goal must be at most 20,000 characters'],
  ])('rejects %o with its message', async (change, path, message) => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const response = await call(t(), 'POST', '/api/grow-plans', {
      cookie,
      body: { ...notes, clientId: client.id, ...change },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, issues: [{ path, message }] },
    });
    expect(await listPlans(cookie, client.id)).toEqual([]);
  });

  it('refuses a session of another client of the same coach', async () => {
    const { cookie } = await createCoach(t());
    const ada = await addClient(t(), cookie, { name: 'Ada' });
    const grace = await addClient(t(), cookie, { name: 'Grace' });
    const gracesSession = await addSession(t(), cookie, { clientId: grace.id, date: '2026-03-04', duration: 60 });
    const response = await call(t(), 'POST', '/api/grow-plans', {
      cookie,
      body: { ...notes, clientId: ada.id, coachingSessionId: gracesSession.id },
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error.issues).toEqual([{ path: 'coachingSessionId', message: 'Session not found' }]);
  });

  it('keeps plans to their coach: another coach cannot list, read, change, delete or attach to them', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const client = await addClient(t(), owner.cookie, { name: 'Ada' });
    const session = await addSession(t(), owner.cookie, { clientId: client.id, date: '2026-03-04', duration: 60 });
    const plan = await addPlan(owner.cookie, { ...notes, clientId: client.id });
    const othersClient = await addClient(t(), other.cookie, { name: 'Own client' });

    expect((await call(t(), 'GET', `/api/grow-plans?clientId=${client.id}`, { cookie: other.cookie })).status).toBe(
      404,
    );
    expect((await call(t(), 'GET', `/api/grow-plans/${plan.id}`, { cookie: other.cookie })).status).toBe(404);
    const changed = await call(t(), 'PUT', `/api/grow-plans/${plan.id}`, {
      cookie: other.cookie,
      body: { ...notes, clientId: othersClient.id, title: 'Taken over' },
    });
    expect(changed.status).toBe(404);
    expect((await call(t(), 'DELETE', `/api/grow-plans/${plan.id}`, { cookie: other.cookie })).status).toBe(404);

    const onOwnersClient = await call(t(), 'POST', '/api/grow-plans', {
      cookie: other.cookie,
      body: { ...notes, clientId: client.id },
    });
    expect(onOwnersClient.status).toBe(404);
    expect((await onOwnersClient.json()).error.issues).toEqual([{ path: 'clientId', message: 'Client not found' }]);
    const onOwnersSession = await call(t(), 'POST', '/api/grow-plans', {
      cookie: other.cookie,
      body: { ...notes, clientId: othersClient.id, coachingSessionId: session.id },
    });
    expect(onOwnersSession.status).toBe(404);

    expect(await listPlans(owner.cookie, client.id)).toMatchObject([{ title: notes.title }]);
    expect(await listPlans(other.cookie, othersClient.id)).toEqual([]);
  });
});
