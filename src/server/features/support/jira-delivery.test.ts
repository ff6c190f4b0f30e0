import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '@/server/db/schema';
import type { DatabaseHandle } from '@/server/db/database';
import { buildTestApp, type TestApp } from '@/test/build-app';
import { createAdmin } from '@/test/admins';
import { createCoach } from '@/test/coaches';
import { createTestDatabase, truncateAll } from '@/test/database';
import { startFakeJira, type FakeJira } from '@/test/fake-jira';
import { call } from '@/test/http';
import { jiraClientFromEnv } from './jira-client';
import { deliverDueTickets } from './support-delivery';

const ADMIN = 'jira-admin@example.com';

let fake: FakeJira;
let database: DatabaseHandle;
let t: TestApp;
const started: TestApp[] = [];

const jiraSettings = () => ({
  ADMIN_EMAILS: ADMIN,
  JIRA_BASE_URL: `${fake.url}/`,
  JIRA_EMAIL: 'bot@example.com',
  JIRA_API_TOKEN: 'secret-token',
  JIRA_PROJECT_KEY: 'SUP',
});

beforeAll(async () => {
  fake = await startFakeJira();
  database = await createTestDatabase();
  t = buildTestApp(database, jiraSettings());
});

afterEach(async () => {
  for (const app of started.splice(0)) await app.deps.supportWorker?.stop();
  fake.reset();
  await truncateAll(database);
});

afterAll(async () => {
  await database.close();
  await fake.close();
});

const jira = () => jiraClientFromEnv(t.deps.env)!;

async function fileTicket(app: TestApp, cookie: string, body: Record<string, string>) {
  const response = await call(app, 'POST', '/api/support-tickets', { cookie, body });
  expect(response.status).toBe(201);
  return (await response.json()).ticket.id as string;
}

async function readTicket(id: string) {
  const [row] = await database.db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row!;
}

describe('sending support tickets to Jira', () => {
  it('creates one Jira issue per ticket through REST API v3, mapping the types, and records the key', async () => {
    const { cookie, email } = await createCoach(t);
    const ids: Record<string, string> = {};
    for (const issueType of ['bug', 'feature', 'question', 'other']) {
      ids[issueType] = await fileTicket(t, cookie, {
        issueType,
        email,
        summary: `A ${issueType}`,
        description: 'First line\n\nSecond line',
      });
      // Distinct creation times keep the order of the calls certain.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    expect(await deliverDueTickets(database.db, jira())).toEqual({ sent: 4, failed: 0 });

    const basic = `Basic ${Buffer.from('bot@example.com:secret-token').toString('base64')}`;
    expect(fake.requests.map((request) => [request.method, request.path, request.authorization])).toEqual(
      Array(4).fill(['POST', '/rest/api/3/issue', basic]),
    );
    expect(fake.requests.every((request) => request.contentType === 'application/json')).toBe(true);
    expect(fake.requests.map((request) => request.body.fields.issuetype.name)).toEqual([
      'Bug',
      'Story',
      'Task',
      'Task',
    ]);
    expect(fake.requests[0]!.body).toEqual({
      fields: {
        project: { key: 'SUP' },
        issuetype: { name: 'Bug' },
        summary: 'A bug',
        description: {
          type: 'doc',
          version: 1,
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: `Submitted by: ${email}` }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'First line' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'Second line' }] },
          ],
        },
      },
    });

    const bug = await readTicket(ids.bug!);
    expect(bug).toMatchObject({ deliveryStatus: 'sent', jiraKey: 'SUP-1', attempts: 1, lastError: null });
    expect(bug.nextAttemptAt).toBeNull();
    expect((await readTicket(ids.other!)).jiraKey).toBe('SUP-4');

    // A sent ticket is never sent again.
    expect(await deliverDueTickets(database.db, jira())).toEqual({ sent: 0, failed: 0 });
    expect(fake.requests).toHaveLength(4);
  });

  it('keeps a ticket Jira refuses, shows the last error, and retries with growing back-off', async () => {
    const { cookie, email } = await createCoach(t);
    const id = await fileTicket(t, cookie, { issueType: 'question', email, summary: 'Q', description: 'D' });
    const start = new Date(Date.now() + 1_000);
    fake.failNext(
      { status: 503, body: { errorMessages: ['Service unavailable'] } },
      { status: 400, body: { errorMessages: [], errors: { issuetype: 'Specify a valid issue type' } } },
    );

    expect(await deliverDueTickets(database.db, jira(), start)).toEqual({ sent: 0, failed: 1 });
    let row = await readTicket(id);
    expect(row).toMatchObject({
      deliveryStatus: 'failing',
      attempts: 1,
      lastError: 'Jira API Error: 503 Service unavailable',
      jiraKey: null,
    });
    expect(row.nextAttemptAt!.getTime() - start.getTime()).toBe(30_000);

    // Not due yet: nothing is sent.
    expect(await deliverDueTickets(database.db, jira(), new Date(start.getTime() + 29_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(fake.requests).toHaveLength(1);

    const second = new Date(start.getTime() + 30_000);
    expect(await deliverDueTickets(database.db, jira(), second)).toEqual({ sent: 0, failed: 1 });
    row = await readTicket(id);
    expect(row).toMatchObject({ attempts: 2, lastError: 'Jira API Error: 400 Specify a valid issue type' });
    expect(row.nextAttemptAt!.getTime() - second.getTime()).toBe(60_000);

    const admin = await createAdmin(t, ADMIN);
    const listed = (await (await call(t, 'GET', '/api/admin/support-tickets', { cookie: admin.cookie })).json())
      .items[0];
    expect(listed).toMatchObject({
      deliveryStatus: 'failing',
      attempts: 2,
      lastError: 'Jira API Error: 400 Specify a valid issue type',
      nextAttemptAt: row.nextAttemptAt!.toISOString(),
    });

    expect(await deliverDueTickets(database.db, jira(), new Date(second.getTime() + 60_000))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await readTicket(id)).toMatchObject({
      deliveryStatus: 'sent',
      attempts: 3,
      lastError: null,
      jiraKey: 'SUP-1',
    });
  });

  it('records an unreachable Jira as a failure too', async () => {
    const { cookie, email } = await createCoach(t);
    const id = await fileTicket(t, cookie, { issueType: 'other', email, summary: 'S', description: 'D' });
    const nowhere = jiraClientFromEnv({ ...t.deps.env, JIRA_BASE_URL: 'http://127.0.0.1:9' })!;
    expect(await deliverDueTickets(database.db, nowhere)).toEqual({ sent: 0, failed: 1 });
    expect((await readTicket(id)).lastError).toMatch(/^Jira API Error: /);
  });

  it('does not follow a redirect: the ticket and the credentials go to the configured host only', async () => {
    const { cookie, email } = await createCoach(t);
    const id = await fileTicket(t, cookie, { issueType: 'bug', email, summary: 'S', description: 'D' });
    fake.failNext({ status: 302, headers: { location: `${fake.url}/elsewhere` } });
    expect(await deliverDueTickets(database.db, jira())).toEqual({ sent: 0, failed: 1 });
    expect((await readTicket(id)).lastError).toMatch(/^Jira API Error: 302/);
    expect(fake.requests.map((request) => request.path)).not.toContain('/elsewhere');
  });

  it('delivers tickets left pending by a previous process when the next one starts', async () => {
    // The first process stores the ticket and stops before any delivery (Jira down, or a crash).
    const before = buildTestApp(database, { ADMIN_EMAILS: ADMIN });
    const { cookie, email } = await createCoach(before);
    const id = await fileTicket(before, cookie, { issueType: 'bug', email, summary: 'Pending', description: 'D' });
    expect(await readTicket(id)).toMatchObject({ deliveryStatus: 'stored', attempts: 0 });
    expect(fake.requests).toHaveLength(0);

    // The restarted process starts its worker, whose first pass finds the ticket in the table.
    const after = buildTestApp(database, jiraSettings(), { supportWorker: true });
    started.push(after);
    await after.deps.supportWorker!.idle();
    expect(await readTicket(id)).toMatchObject({ deliveryStatus: 'sent', jiraKey: 'SUP-1' });
    expect(fake.requests).toHaveLength(1);
  });

  it('sends a new ticket at once when the worker runs', async () => {
    const app = buildTestApp(database, jiraSettings(), { supportWorker: true });
    started.push(app);
    await app.deps.supportWorker!.idle();
    const { cookie, email } = await createCoach(app);
    const id = await fileTicket(app, cookie, { issueType: 'feature', email, summary: 'Dark mode', description: 'D' });
    await app.deps.supportWorker!.idle();
    expect(await readTicket(id)).toMatchObject({ deliveryStatus: 'sent', jiraKey: 'SUP-1' });
    expect(fake.requests[0]!.body.fields.issuetype).toEqual({ name: 'Story' });
  });
});
