import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_ADDRESS_MESSAGES } from '@/shared/schemas/calendar';
import { calendarAddresses } from '@/server/db/schema';
import { listProposals } from '@/test/calendar-api';
import { localHttpServer } from '@/test/local-http-server';
import { calendarOf } from '@/test/calendars';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { calendarAddressesDueJob, readSavedAddress } from './calendar-address.jobs';

const t = useTestApp();

const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const threeDaysAgo = Date.now() - 3 * 86_400_000;
/** A calendar with one session three days ago, whenever the test runs. */
const CALENDAR = calendarOf([
  'UID:priya-1@example.com',
  `DTSTART:${icsTime(threeDaysAgo)}`,
  `DTEND:${icsTime(threeDaysAgo + 3_600_000)}`,
  'SUMMARY:Coaching: Priya Shah',
]);

let server: Awaited<ReturnType<typeof localHttpServer>>;
let base: string;
beforeAll(async () => {
  server = await localHttpServer((request, response) => {
    if (request.url?.startsWith('/private/')) {
      return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
    }
    response.writeHead(404).end();
  });
  base = server.base;
});
afterAll(() => server.close());

async function coachWithPriya() {
  const coach = await createCoach(t());
  await addClient(t(), coach.cookie, { name: 'Priya Shah' });
  return coach;
}

async function saveAddress(cookie: string, url: string) {
  const response = await call(t(), 'POST', '/api/calendar/addresses', { cookie, body: { url } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).address as { id: string; host: string; tail: string };
}

const listAddresses = async (cookie: string) =>
  (await (await call(t(), 'GET', '/api/calendar/addresses', { cookie })).json()).addresses as {
    id: string;
    host: string;
    tail: string;
    failure: string | null;
    lastReadAt: string | null;
    reading: boolean;
  }[];

/** What the queue's job does with an address (the queue itself is tested in job-queue.test.ts). */
const runRead = (id: string) =>
  readSavedAddress({ ...t().deps, now: () => new Date() }, id, new AbortController().signal);

describe('a calendar address', () => {
  it('is kept sealed, shown only as its host and tail, read into sessions to log, and removed with them', async () => {
    const { cookie } = await coachWithPriya();
    const url = `${base}/private/a1b2c3d4e5f6/basic.ics`;
    const saved = await saveAddress(cookie, url);
    expect(saved).toMatchObject({ host: '127.0.0.1', tail: '.ics' });

    const listed = await call(t(), 'GET', '/api/calendar/addresses', { cookie });
    expect(await listed.clone().text()).not.toContain('a1b2c3d4e5f6');
    const [row] = await t().database.db.select().from(calendarAddresses).where(eq(calendarAddresses.id, saved.id));
    expect(row!.urlCiphertext).toMatch(/^v1\./);
    expect(row!.urlCiphertext).not.toContain('a1b2c3');
    // Saved and not yet read: the page shows it being read.
    expect((await listAddresses(cookie))[0]).toMatchObject({ reading: true, lastReadAt: null, failure: null });

    await runRead(saved.id);
    const proposals = await listProposals(t(), cookie);
    expect(proposals.proposals.map((p) => [p.title, p.client?.name])).toEqual([['Coaching: Priya Shah', 'Priya Shah']]);
    const [read] = await listAddresses(cookie);
    expect(read).toMatchObject({ reading: false, failure: null });
    expect(read!.lastReadAt).not.toBeNull();

    // Read again, the same event is the same proposal.
    await runRead(saved.id);
    expect((await listProposals(t(), cookie)).total).toBe(1);

    expect((await call(t(), 'DELETE', `/api/calendar/addresses/${saved.id}`, { cookie })).status).toBe(204);
    expect(await listAddresses(cookie)).toEqual([]);
    expect((await listProposals(t(), cookie)).total).toBe(0);
  });

  it('records why a read failed, and reads it again later rather than at once', async () => {
    const { cookie } = await coachWithPriya();
    const saved = await saveAddress(cookie, `${base}/gone.ics`);
    await runRead(saved.id);
    const [failed] = await listAddresses(cookie);
    expect(failed).toMatchObject({ failure: CALENDAR_ADDRESS_MESSAGES.notFound, reading: false });
    const [row] = await t().database.db.select().from(calendarAddresses).where(eq(calendarAddresses.id, saved.id));
    expect(row!.failures).toBe(1);
    expect(row!.nextReadAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    await runRead(saved.id);
    const [again] = await t().database.db.select().from(calendarAddresses).where(eq(calendarAddresses.id, saved.id));
    expect(again!.failures).toBe(2);
    expect(again!.nextReadAt.getTime()).toBeGreaterThan(Date.now() + 110 * 60_000);

    // 'Refresh now' makes it due at once and queues its read.
    expect((await call(t(), 'POST', `/api/calendar/addresses/${saved.id}/refresh`, { cookie })).status).toBe(204);
    expect((await listAddresses(cookie))[0]!.reading).toBe(true);
    const queued = (await t().database.db.execute(
      sql`select data from pgboss.job where name = 'calendar-address-read'`,
    )) as unknown as { rows: { data: unknown }[] };
    // The job holds the address's id only, never the address.
    expect(queued.rows.map((job) => job.data)).toContainEqual({ addressId: saved.id });
    expect(JSON.stringify(queued.rows)).not.toContain('gone.ics');
  });

  it('refuses what is not an https address, bad input, the same address twice and a fourth address', async () => {
    const { cookie } = await coachWithPriya();
    const refused = async (body: unknown) => {
      const response = await call(t(), 'POST', '/api/calendar/addresses', { cookie, body });
      return { status: response.status, message: (await response.json()).error?.message as string };
    };
    expect(await refused({ url: 'ftp://example.com/calendar.ics' })).toMatchObject({
      status: 400,
      message: CALENDAR_ADDRESS_MESSAGES.notHttps,
    });
    expect((await refused({ url: 'http://calendar.example.com/basic.ics' })).message).toBe(
      CALENDAR_ADDRESS_MESSAGES.notHttps,
    );
    expect((await refused({ url: 'https://example.com/\u0000.ics' })).status).toBe(400);
    expect((await refused({ url: `https://example.com/${'x'.repeat(3_000)}` })).status).toBe(400);
    expect((await refused({ url: 42 })).status).toBe(400);
    expect((await refused({})).status).toBe(400);

    await saveAddress(cookie, 'webcal://calendar.example.com/one.ics');
    expect(await refused({ url: 'https://calendar.example.com/one.ics' })).toMatchObject({ status: 409 });
    await saveAddress(cookie, 'https://calendar.example.com/two.ics');
    await saveAddress(cookie, 'https://calendar.example.com/three.ics');
    expect(await refused({ url: 'https://calendar.example.com/four.ics' })).toMatchObject({
      status: 409,
      message: CALENDAR_ADDRESS_MESSAGES.tooMany,
    });
    expect((await listAddresses(cookie)).map((address) => address.tail)).toEqual(['.ics', '.ics', '.ics']);
  });
});

describe('the hourly reading', () => {
  it('queues a read of each address that is due, and of no other', async () => {
    const { cookie } = await coachWithPriya();
    const due = await saveAddress(cookie, `${base}/private/due.ics`);
    const later = await saveAddress(cookie, `${base}/private/later.ics`);
    await runRead(later.id); // Read now: next in an hour.
    await t().database.db.execute(sql`delete from pgboss.job where name = 'calendar-address-read'`);

    await calendarAddressesDueJob.run(
      {},
      { ...t().deps, now: () => new Date() },
      { jobId: 'test', retryCount: 0, signal: new AbortController().signal },
    );
    const queued = (await t().database.db.execute(
      sql`select data from pgboss.job where name = 'calendar-address-read'`,
    )) as unknown as { rows: { data: unknown }[] };
    expect(queued.rows.map((job) => job.data)).toEqual([{ addressId: due.id }]);
  });
});

describe('what another coach can do with it', () => {
  it('nothing: not list it, refresh it or remove it, and the owner keeps it and its proposals', async () => {
    const owner = await coachWithPriya();
    const other = await coachWithPriya();
    const saved = await saveAddress(owner.cookie, `${base}/private/owner.ics`);
    await runRead(saved.id);

    expect(await listAddresses(other.cookie)).toEqual([]);
    expect((await listProposals(t(), other.cookie)).total).toBe(0);
    expect(
      (await call(t(), 'POST', `/api/calendar/addresses/${saved.id}/refresh`, { cookie: other.cookie })).status,
    ).toBe(404);
    expect((await call(t(), 'DELETE', `/api/calendar/addresses/${saved.id}`, { cookie: other.cookie })).status).toBe(
      404,
    );

    expect((await listAddresses(owner.cookie)).map((address) => address.id)).toEqual([saved.id]);
    expect((await listProposals(t(), owner.cookie)).total).toBe(1);
  });

  it('refuses a malformed id with a 400, not a 500', async () => {
    const { cookie } = await coachWithPriya();
    expect((await call(t(), 'DELETE', '/api/calendar/addresses/not-an-id', { cookie })).status).toBe(400);
    expect((await call(t(), 'POST', '/api/calendar/addresses/not-an-id/refresh', { cookie })).status).toBe(400);
  });
});
