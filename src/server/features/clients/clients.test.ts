import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

async function addClient(cookie: string, body: Record<string, unknown>) {
  const response = await call(t(), 'POST', '/api/clients', { cookie, body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { client: { id: string; name: string } }).client;
}

describe('clients API', () => {
  it('creates, lists by name, reads, updates and deletes a coach’s clients', async () => {
    const { cookie } = await createCoach(t());
    const zoe = await addClient(cookie, {
      name: 'Zoe Walker',
      email: 'zoe@example.com',
      phone: '',
      notes: 'Career change',
    });
    await addClient(cookie, { name: 'Adam Brook' });

    const list = await call(t(), 'GET', '/api/clients', { cookie });
    expect(list.status).toBe(200);
    const { clients } = (await list.json()) as { clients: { name: string; phone: string | null }[] };
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

    expect((await call(t(), 'DELETE', `/api/clients/${zoe.id}`, { cookie })).status).toBe(204);
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
    expect(await list.json()).toEqual({ clients: [] });
  });

  it('never lets another coach read, change or delete a client', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const client = await addClient(owner.cookie, { name: 'Private Client', notes: 'Confidential' });

    expect(await (await call(t(), 'GET', '/api/clients', { cookie: other.cookie })).json()).toEqual({ clients: [] });
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
