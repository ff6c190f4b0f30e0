import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropTestDatabase } from '@/test/database';
import { startFakeJira, type FakeJira } from '@/test/fake-jira';
import { startRoundRobinProxy, type RoundRobinProxy } from '@/test/round-robin-proxy';
import { buildServerBundle, startBuiltServer, tokenFromOutboxes, type BuiltServer } from '@/test/built-server';
import { migrationsFolder } from '../db/migrate';

/**
 * The README's claim that app servers are stateless behind a load balancer (issue 20, item 15), and
 * WEB_CONCURRENCY (issue 22): two built instances on one fresh PostgreSQL database, started at the
 * same moment, behind a round-robin proxy, then one instance running two processes.
 */
const target = inject('testDatabase');
const PASSWORD = 'Harbour7Lantern';
/** Sign-in gets 4 per window; e-mail sending requests 3 (features/auth/policy/rate-limit-rules.ts). */
const SIGN_IN_LIMIT = 4;

describe.runIf(target.kind === 'postgres')('two instances on one PostgreSQL behind a load balancer', () => {
  const serverUrl = new URL(target.kind === 'postgres' ? target.serverUrl : 'postgres://unused');
  const databaseName = `${serverUrl.pathname.slice(1)}_multi_${crypto.randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  let bundle: ReturnType<typeof buildServerBundle>;
  let jira: FakeJira;
  let proxy: RoundRobinProxy;
  let instances: BuiltServer[] = [];
  let cookie = '';
  const email = `two-instances-${Date.now()}@example.com`;

  const admin = async <T>(work: (client: pg.Client) => Promise<T>, url: URL = serverUrl) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  const settings = (appUrl: string, extra: Record<string, string> = {}) => ({
    DATABASE_URL: databaseUrl.toString(),
    APP_URL: appUrl,
    AUTH_SECRET: 'one-secret-shared-by-every-instance-0123456789',
    CAPTCHA: 'off',
    AUTH_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
    JIRA_BASE_URL: jira.url,
    JIRA_EMAIL: 'bot@example.com',
    JIRA_API_TOKEN: 'token',
    JIRA_PROJECT_KEY: 'SUP',
    WEB_CONCURRENCY: '1',
    ...extra,
  });

  const send = (method: string, route: string, body?: unknown) =>
    fetch(`${proxy.origin}${route}`, {
      method,
      headers: {
        origin: proxy.origin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
  const lastUpstream = () => proxy.served.at(-1)!.upstream;

  beforeAll(async () => {
    bundle = buildServerBundle();
    await admin((client) => client.query(`create database "${databaseName}"`));
    jira = await startFakeJira();
    // The proxy's address is the origin every instance must trust, so it is known before they start.
    const upstreams: string[] = [];
    proxy = await startRoundRobinProxy(upstreams);
    // Both at once, on an empty database: each tries to migrate it.
    instances = await Promise.all([
      startBuiltServer(bundle.file, settings(proxy.origin)),
      startBuiltServer(bundle.file, settings(proxy.origin)),
    ]);
    upstreams.push(...instances.map((instance) => instance.origin));
    await Promise.all(instances.map((instance) => instance.ready()));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    await jira?.close();
    await dropTestDatabase(serverUrl, databaseName);
    bundle?.remove();
  }, 30_000);

  it('runs the migrations once when both start together', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { rows } = await admin(
      (client) =>
        client.query<{ applied: number; distinct: number }>(
          'select count(*)::int as applied, count(distinct hash)::int as "distinct" from drizzle.__drizzle_migrations',
        ),
      databaseUrl,
    );
    expect(rows[0]).toEqual({ applied: journal.entries.length, distinct: journal.entries.length });
  });

  it('signs in through one instance and works through the other', async () => {
    const signUp = await send('POST', '/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: '',
      termsAccepted: true,
    });
    expect(signUp.status).toBe(200);
    const token = tokenFromOutboxes(
      instances.map((instance) => instance.dataDir),
      email,
      'verify',
    );
    const signIn = await send('POST', '/api/auth/sign-in/email', { email, password: PASSWORD, confirmation: token });
    expect(signIn.status).toBe(200);
    const signedInBy = lastUpstream();
    cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    const created = await send('POST', '/api/clients', { name: 'Ann', email: '', phone: '', notes: '' });
    expect(created.status).toBe(201);
    const createdBy = lastUpstream();
    const listed = await send('GET', '/api/clients');
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { clients: { name: string }[] }).clients.map((client) => client.name)).toEqual([
      'Ann',
    ]);
    const listedBy = lastUpstream();
    // The session opened on one instance is honoured by the other, and both read the same data.
    expect(new Set([signedInBy, createdBy, listedBy])).toEqual(new Set([0, 1]));
  });

  it('shares the sign-in rate limit between the instances', async () => {
    const statuses: number[] = [];
    const upstreams: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT + 2; attempt += 1) {
      const response = await fetch(`${proxy.origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: proxy.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong-password-1' }),
      });
      statuses.push(response.status);
      upstreams.push(lastUpstream());
    }
    // Alternating, each instance saw at most 3 of these 6 attempts (plus the sign-in above): under
    // its own limit of 4. Only a count shared between them refuses the last two, one on each.
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(new Set(upstreams.slice(-2))).toEqual(new Set([0, 1]));
  });

  it('sends each support ticket to Jira exactly once with both instances delivering', async () => {
    jira.reset();
    const [{ id: userId }] = (
      await admin(
        (client) => client.query<{ id: string }>('select id from users where email = $1', [email]),
        databaseUrl,
      )
    ).rows as [{ id: string }];
    // Queued and due, as if left by earlier processes: the next pass of either instance may take
    // them. With the two new ones, two batches of 10 (support-delivery.ts): one pass of each.
    await admin(
      (client) =>
        client.query(
          `insert into support_tickets (user_id, issue_type, email, summary, description)
           select $1, 'question', $2, 'Queued ticket ' || n, 'Left in the queue' from generate_series(1, 18) n`,
          [userId, email],
        ),
      databaseUrl,
    );
    // One new ticket through each instance wakes both workers at once.
    const filed = await Promise.all(
      [1, 2].map((n) =>
        send('POST', '/api/support-tickets', {
          issueType: 'question',
          email,
          summary: `New ticket ${n}`,
          description: 'Filed through the load balancer',
        }),
      ),
    );
    expect(filed.map((response) => response.status)).toEqual([201, 201]);

    const deadline = Date.now() + 20_000;
    const unsent = async () =>
      (
        await admin(
          (client) =>
            client.query<{ n: number }>(
              `select count(*)::int as n from support_tickets where delivery_status <> 'sent'`,
            ),
          databaseUrl,
        )
      ).rows[0]!.n;
    while ((await unsent()) > 0) {
      if (Date.now() > deadline) throw new Error('the tickets were not all sent in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const summaries = jira.requests.map((request) => (request.body as { fields: { summary: string } }).fields.summary);
    expect(summaries).toHaveLength(20);
    expect(new Set(summaries).size).toBe(20);
  });

  it('refuses a session signed out through one instance on the other, from its next request', async () => {
    const me = async () => {
      const response = await send('GET', '/api/me');
      return { upstream: lastUpstream(), user: ((await response.json()) as { user: { email: string } | null }).user };
    };
    const before = [await me(), await me()];
    expect(before.map((answer) => answer.user?.email)).toEqual([email, email]);
    expect((await send('POST', '/api/auth/sign-out', {})).status).toBe(200);
    // No instance keeps a copy of the session: both ask the database on every request.
    const after = [await me(), await me()];
    expect(after.map((answer) => answer.user)).toEqual([null, null]);
    expect(new Set(after.map((answer) => answer.upstream))).toEqual(new Set([0, 1]));
    const refused = [await send('GET', '/api/clients'), await send('GET', '/api/clients')];
    expect(refused.map((response) => response.status)).toEqual([401, 401]);
  });

  it('runs WEB_CONCURRENCY server processes that all answer, and stops them all on SIGTERM', async () => {
    const cluster = await startBuiltServer(bundle.file, settings(proxy.origin, { WEB_CONCURRENCY: '2' }));
    instances.push(cluster);
    await cluster.ready();
    const answeredBy = () =>
      new Set(
        cluster.lines.filter((line) => line.msg === 'request' && typeof line.pid === 'number').map((line) => line.pid),
      );
    const deadline = Date.now() + 30_000;
    // The primary hands connections round-robin; the second process may still be starting.
    while (answeredBy().size < 2) {
      if (Date.now() > deadline) throw new Error('only one server process answered');
      await Promise.all(
        Array.from({ length: 4 }, () => fetch(`${cluster.origin}/api/health`, { headers: { connection: 'close' } })),
      );
    }
    const workers = [...answeredBy()] as number[];
    expect(workers).not.toContain(cluster.process.pid);

    expect(await cluster.stop('SIGTERM')).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(
      cluster.lines
        .filter((line) => line.msg === 'shutting down')
        .map((line) => line.pid)
        .sort(),
    ).toEqual([...workers].sort());
  }, 90_000);
});
