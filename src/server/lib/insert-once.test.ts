import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

/** The three things a coach can log offline; each create accepts the id the browser chose. */
const loggables = [
  {
    name: 'coaching session',
    path: '/api/coaching-sessions',
    key: 'session',
    body: async (cookie: string) => ({
      clientId: (await addClient(t(), cookie, { name: 'Tunnel Client' })).id,
      date: '2026-04-02',
      duration: 60,
      notes: 'Logged on the train',
    }),
  },
  {
    name: 'supervision session',
    path: '/api/supervision-sessions',
    key: 'session',
    body: async () => ({ supervisorName: 'Dr Jane Smith', date: '2026-04-02', duration: 90, topics: 'ethics' }),
  },
  {
    name: 'CPD record',
    path: '/api/cpd-records',
    key: 'record',
    body: async () => ({ title: 'Ethics webinar', date: '2026-04-02', hours: 1.5, category: 'core_competencies' }),
  },
] as const;

async function count(path: string, cookie: string) {
  const body = (await (await call(t(), 'GET', path, { cookie })).json()) as { total: number };
  return body.total;
}

describe.each(loggables)('creating a $name with a browser-chosen id', ({ path, key, body }) => {
  it('saves it once however often the same create is sent', async () => {
    const { cookie } = await createCoach(t());
    const id = randomUUID();
    const input = { ...(await body(cookie)), id };
    const first = await call(t(), 'POST', path, { cookie, body: input });
    expect(first.status).toBe(201);
    expect(((await first.json()) as Record<string, { id: string }>)[key]!.id).toBe(id);

    const again = await call(t(), 'POST', path, { cookie, body: input });
    expect(again.status).toBe(201);
    expect(((await again.json()) as Record<string, { id: string }>)[key]!.id).toBe(id);
    expect(await count(path, cookie)).toBe(1);
  });

  it('refuses an id that another coach’s row holds, and neither reveals nor changes that row', async () => {
    const owner = await createCoach(t());
    const id = randomUUID();
    const ownerInput = { ...(await body(owner.cookie)), id };
    expect((await call(t(), 'POST', path, { cookie: owner.cookie, body: ownerInput })).status).toBe(201);

    const other = await createCoach(t());
    const taking = await call(t(), 'POST', path, { cookie: other.cookie, body: { ...(await body(other.cookie)), id } });
    expect(taking.status).toBe(409);
    expect(JSON.stringify(await taking.json())).not.toContain('Tunnel Client');
    expect(await count(path, other.cookie)).toBe(0);

    expect((await call(t(), 'GET', `${path}/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(t(), 'PUT', `${path}/${id}`, { cookie: other.cookie, body: ownerInput })).status).toBe(404);
    expect((await call(t(), 'DELETE', `${path}/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(t(), 'GET', `${path}/${id}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it('rejects an id that is not a UUID', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', path, { cookie, body: { ...(await body(cookie)), id: 'not-a-uuid' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', issues: [{ path: 'id', message: 'The record id must be a UUID' }] },
    });
  });
});
