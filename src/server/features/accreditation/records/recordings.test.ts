import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const recording = (clientId: string | null, extra: Record<string, unknown> = {}) => ({
  level: 'pcc',
  recordedOn: '2026-10-10',
  duration: 45,
  clientId,
  permissionOn: '2026-10-01',
  transcriptDone: true,
  selfReviewDone: true,
  mentorFeedback: 'Strong presence; more space for silence.',
  ...extra,
});

describe('performance recordings API', () => {
  it('keeps the checklist, pages the list, and counts a recording once every item is done', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ann' });
    const created = await call(t(), 'POST', '/api/performance-recordings', { cookie, body: recording(client.id) });
    expect(created.status).toBe(201);
    expect((await created.json()).recording).toMatchObject({ clientName: 'Ann', ready: true });
    for (const recordedOn of ['2026-10-11', '2026-10-12']) {
      await call(t(), 'POST', '/api/performance-recordings', {
        cookie,
        body: recording(null, { recordedOn, mentorFeedback: '' }),
      });
    }
    const page = await (await call(t(), 'GET', '/api/performance-recordings?page=2&pageSize=2', { cookie })).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.recordings).toHaveLength(1);
    const overview = await (await call(t(), 'GET', '/api/accreditation?today=2026-11-26', { cookie })).json();
    const pcc = overview.bodies[0].levels.find((level: { name: string }) => level.name === 'PCC');
    const row = pcc.requirements.find((requirement: { id: string }) => requirement.id === 'icf-pcc-recordings');
    // The Portfolio path (no education recorded): one of two recordings ready, two started.
    expect(row).toMatchObject({
      figure: '1 of 2 recordings ready',
      details: ['2 started: finish its checklist to count it'],
    });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { cookie } = await createCoach(t());
    for (const body of [
      recording(null, { mentorFeedback: 'ok\u0000' }),
      recording(null, { mentorFeedback: 'x'.repeat(20_001) }),
      recording(null, { duration: 'long' }),
      recording(null, { transcriptDone: 'yes' }),
      recording(null, { level: 'gold' }),
      recording(null, { permissionOn: '2026-10-20' }), // after the recording
      recording('not-a-uuid'),
    ]) {
      expect((await call(t(), 'POST', '/api/performance-recordings', { cookie, body })).status).toBeGreaterThanOrEqual(
        400,
      );
    }
    expect((await call(t(), 'GET', '/api/performance-recordings?pageSize=500', { cookie })).status).toBe(400);
    const list = await (await call(t(), 'GET', '/api/performance-recordings', { cookie })).json();
    expect(list.total).toBe(0);
  });

  it("never lets another coach read, change or delete a coach's recordings, or tie them to another's client", async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const theirClient = await addClient(t(), other.cookie, { name: 'Zed' });
    const mine = await (
      await call(t(), 'POST', '/api/performance-recordings', { cookie: owner.cookie, body: recording(null) })
    ).json();
    const path = `/api/performance-recordings/${mine.recording.id}`;
    expect((await call(t(), 'GET', path, { cookie: other.cookie })).status).toBe(404);
    expect(
      (await call(t(), 'PUT', path, { cookie: other.cookie, body: recording(null, { duration: 10 }) })).status,
    ).toBe(404);
    expect((await call(t(), 'DELETE', path, { cookie: other.cookie })).status).toBe(404);
    expect((await call(t(), 'GET', '/api/performance-recordings', { cookie: other.cookie })).status).toBe(200);
    expect((await (await call(t(), 'GET', '/api/performance-recordings', { cookie: other.cookie })).json()).total).toBe(
      0,
    );
    const tied = await call(t(), 'PUT', path, { cookie: owner.cookie, body: recording(theirClient.id) });
    expect(tied.status).toBe(404);
    expect((await (await call(t(), 'GET', path, { cookie: owner.cookie })).json()).recording).toMatchObject({
      duration: 45,
      clientId: null,
    });
  });
});
