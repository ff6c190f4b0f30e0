import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { importIcfLog } from '@/test/icf-log';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const lastOf = async (cookie: string, clientId?: string) => {
  const response = await call(t(), 'GET', `/api/coaching-sessions/last${clientId ? `?clientId=${clientId}` : ''}`, {
    cookie,
  });
  expect(response.status).toBe(200);
  return (await response.json()).session;
};

const today = new Date().toISOString().slice(0, 10);

describe("the session 'Log session' starts from", () => {
  it('is none before the first session, then the last logged, or a given client’s own last', async () => {
    const { cookie } = await createCoach(t());
    expect(await lastOf(cookie)).toBeNull();
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    const bob = await addClient(t(), cookie, { name: 'Bob' });
    const cleo = await addClient(t(), cookie, { name: 'Cleo' });
    await addSession(t(), cookie, {
      clientId: ann.id,
      date: '2026-01-05',
      duration: 90,
      payment: 'pro_bono',
      sessionType: 'group',
      groupSize: 6,
    });
    await addSession(t(), cookie, { clientId: bob.id, date: '2025-12-01', duration: 45 });

    // The last logged, not the latest by date.
    expect(await lastOf(cookie)).toEqual({
      clientId: bob.id,
      clientName: 'Bob',
      duration: 45,
      sessionType: 'individual',
      groupSize: null,
      payment: 'paid',
    });
    expect(await lastOf(cookie, ann.id)).toMatchObject({ clientId: ann.id, duration: 90, groupSize: 6 });
    // A client with no session yet: the coach's last, which the form gives that client.
    expect(await lastOf(cookie, cleo.id)).toMatchObject({ clientId: bob.id });

    // An archived client is not offered again.
    await call(t(), 'PUT', `/api/clients/${bob.id}`, { cookie, body: { name: 'Bob', status: 'archived' } });
    expect(await lastOf(cookie)).toMatchObject({ clientId: ann.id });
  });

  it('is never an imported summary', async () => {
    const { cookie } = await createCoach(t());
    const ann = await addClient(t(), cookie, { name: 'Ann' });
    await addSession(t(), cookie, { clientId: ann.id, date: today, duration: 60 });
    const log = [
      'Client Name,Contact Information,Individual/Group,Number in Group,Start Date,End Date,Paid hours,Pro-bono hours',
      'Ben,,Individual,,2025-02-01,2026-11-01,30,0',
    ].join('\r\n');
    const imported = await (await importIcfLog(t(), cookie, log, { dryRun: 'false' })).json();
    expect(imported.committed).toBe(true);
    expect(await lastOf(cookie)).toMatchObject({ clientId: ann.id, duration: 60 });
  });

  it("never shows another coach's session, and refuses a client id that is not one", async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const ann = await addClient(t(), owner.cookie, { name: 'Ann' });
    await addSession(t(), owner.cookie, { clientId: ann.id, date: today, duration: 60 });
    expect(await lastOf(other.cookie)).toBeNull();
    expect(await lastOf(other.cookie, ann.id)).toBeNull();
    const bad = await call(t(), 'GET', '/api/coaching-sessions/last?clientId=not-an-id', { cookie: other.cookie });
    expect(bad.status).toBe(400);
    expect((await call(t(), 'GET', '/api/coaching-sessions/last')).status).toBe(401);
  });
});
