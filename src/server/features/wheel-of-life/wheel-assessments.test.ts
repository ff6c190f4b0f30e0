import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { defaultWheelAreas } from '@/shared/schemas/wheel-of-life';

const t = useTestApp();

const areas = (scores: number[]) => defaultWheelAreas.map((name, index) => ({ name, score: scores[index] }));
const scores = [7, 5, 8, 9, 6, 4, 3, 7];

async function addWheel(cookie: string, body: Record<string, unknown>) {
  const response = await call(t(), 'POST', '/api/wheel-assessments', { cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { assessment: { id: string } }).assessment;
}

async function listWheels(cookie: string, clientId: string) {
  const response = await call(t(), 'GET', `/api/wheel-assessments?clientId=${clientId}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { date: string; areas: { score: number }[] }[] }).items;
}

describe('Wheel of Life API', () => {
  it('creates, reads, updates and deletes a client’s wheel with renamed areas', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const renamed = areas(scores).map((area, index) => (index === 0 ? { name: ' Work ', score: '7' } : area));
    const wheel = await addWheel(cookie, { clientId: client.id, date: '2026-01-10', areas: renamed, notes: 'Start' });
    expect(wheel).toMatchObject({
      clientId: client.id,
      date: '2026-01-10',
      areas: [{ name: 'Work', score: 7 }, ...areas(scores).slice(1)],
      notes: 'Start',
    });

    const read = await call(t(), 'GET', `/api/wheel-assessments/${wheel.id}`, { cookie });
    expect(read.status).toBe(200);

    const updated = await call(t(), 'PUT', `/api/wheel-assessments/${wheel.id}`, {
      cookie,
      body: { clientId: client.id, date: '2026-01-11', areas: areas([1, 2, 3, 4, 5, 6, 7, 10]) },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      assessment: { date: '2026-01-11', areas: areas([1, 2, 3, 4, 5, 6, 7, 10]), notes: null },
    });

    expect((await call(t(), 'DELETE', `/api/wheel-assessments/${wheel.id}`, { cookie })).status).toBe(204);
    expect(await listWheels(cookie, client.id)).toEqual([]);
  });

  it('lists one client’s wheels newest first, ready to compare two dates', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const another = await addClient(t(), cookie, { name: 'Grace' });
    await addWheel(cookie, { clientId: client.id, date: '2026-01-10', areas: areas(scores) });
    await addWheel(cookie, { clientId: client.id, date: '2026-04-10', areas: areas([8, 6, 8, 9, 7, 6, 5, 7]) });
    await addWheel(cookie, { clientId: another.id, date: '2026-05-10', areas: areas(scores) });
    const wheels = await listWheels(cookie, client.id);
    expect(wheels.map((wheel) => wheel.date)).toEqual(['2026-04-10', '2026-01-10']);
    expect(wheels[0]!.areas[0]!.score).toBe(8);
  });

  it.each([
    [{ areas: areas(scores).slice(0, 7) }, 'areas', 'The wheel has exactly 8 areas'],
    [{ areas: areas([0, 5, 8, 9, 6, 4, 3, 7]) }, 'areas.0.score', 'Score must be between 1 and 10'],
    [{ areas: areas([7, 11, 8, 9, 6, 4, 3, 7]) }, 'areas.1.score', 'Score must be between 1 and 10'],
    [{ areas: areas([7, 5.5, 8, 9, 6, 4, 3, 7]) }, 'areas.1.score', 'Score must be a whole number'],
    [
      { areas: areas(scores).map((area, index) => (index === 2 ? { ...area, name: ' ' } : area)) },
      'areas.2.name',
      'Area name is required',
    ],
    [
      { areas: areas(scores).map((area, index) => (index === 2 ? { ...area, name: 'career' } : area)) },
      'areas',
      'Each area needs its own name',
    ],
    [{ date: '' }, 'date', 'A date is required'],
  ])('rejects %o with its message', async (change, path, message) => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ada' });
    const response = await call(t(), 'POST', '/api/wheel-assessments', {
      cookie,
      body: { clientId: client.id, date: '2026-01-10', areas: areas(scores), ...change },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, issues: [{ path, message }] },
    });
    expect(await listWheels(cookie, client.id)).toEqual([]);
  });

  it('keeps wheels to their coach: another coach cannot list, read, change, delete or add to them', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const client = await addClient(t(), owner.cookie, { name: 'Ada' });
    const othersClient = await addClient(t(), other.cookie, { name: 'Own client' });
    const wheel = await addWheel(owner.cookie, { clientId: client.id, date: '2026-01-10', areas: areas(scores) });
    const body = { clientId: othersClient.id, date: '2026-01-10', areas: areas([1, 1, 1, 1, 1, 1, 1, 1]) };

    const listed = await call(t(), 'GET', `/api/wheel-assessments?clientId=${client.id}`, { cookie: other.cookie });
    expect(listed.status).toBe(404);
    expect((await call(t(), 'GET', `/api/wheel-assessments/${wheel.id}`, { cookie: other.cookie })).status).toBe(404);
    const changed = await call(t(), 'PUT', `/api/wheel-assessments/${wheel.id}`, { cookie: other.cookie, body });
    expect(changed.status).toBe(404);
    expect((await call(t(), 'DELETE', `/api/wheel-assessments/${wheel.id}`, { cookie: other.cookie })).status).toBe(
      404,
    );
    const added = await call(t(), 'POST', '/api/wheel-assessments', {
      cookie: other.cookie,
      body: { ...body, clientId: client.id },
    });
    expect(added.status).toBe(404);
    expect((await added.json()).error.issues).toEqual([{ path: 'clientId', message: 'Client not found' }]);

    expect(await listWheels(owner.cookie, client.id)).toMatchObject([{ date: '2026-01-10', areas: areas(scores) }]);
  });
});
