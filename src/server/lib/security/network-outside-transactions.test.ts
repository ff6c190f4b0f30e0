import { sql } from 'drizzle-orm';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signStripeTestPayload } from '@/server/lib/billing/stripe-provider';
import { ADMIN_EMAIL, createAdmin } from '@/test/admins';
import { buildTestApp, type TestApp } from '@/test/build-app';
import { createCoach, uniqueEmail } from '@/test/coaches';
import { startFakeStripe, type FakeStripe } from '@/test/fake-stripe';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { summaryWeekOf } from '@/shared/domain/weekly-summary';
import { deliverWeeklySummary } from '@/server/features/weekly-summary/summary-delivery';
import { createSmtpMailer } from '../email/mailer';

const WEBHOOK_SECRET = 'whsec_test_secret';
const SETTINGS = {
  ADMIN_EMAILS: ADMIN_EMAIL,
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_ID: 'price_123',
};
/** Far below the mail client's 30 s greeting timeout and Stripe's 80 s request timeout. */
const PROMPT_MS = 2000;

/** An SMTP server that accepts connections and never says a word, until it is closed. */
async function startSilentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});
const t = useTestApp(SETTINGS, { billing: () => ({ stripeApi: fake.api }) });

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error('the external call never started');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Another coach's ordinary request, answered from the database while the external call hangs. */
async function timedListOfClients(app: TestApp, cookie: string) {
  const started = performance.now();
  const response = await call(app, 'GET', '/api/clients', { cookie });
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/** On PostgreSQL no connection may sit in an open transaction while the call hangs. */
async function openTransactions(app: TestApp) {
  if (app.database.kind !== 'postgres') return 0;
  const result = (await app.database.db.execute(
    sql`select count(*)::int as open from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`,
  )) as unknown as { rows: { open: number }[] };
  return result.rows[0]!.open;
}

describe('no network call inside a database transaction', () => {
  it('a hanging SMTP server delays neither other coaches nor the database while an invitation is sent', async () => {
    const admin = await createAdmin(t());
    const other = await createCoach(t());
    const smtp = await startSilentSmtp();
    const withSmtp = buildTestApp(t().database, SETTINGS, {
      billing: { stripeApi: fake.api },
      mailer: createSmtpMailer(smtp.url, 'Coach Logbook <no-reply@example.com>'),
    });
    try {
      const email = uniqueEmail('invitee');
      const invitation = call(withSmtp, 'POST', '/api/admin/invitations', {
        cookie: admin.cookie,
        body: { email, role: 'user', isFreeAccount: true },
      });
      await until(() => smtp.connections() > 0);
      expect(await timedListOfClients(t(), other.cookie)).toBeLessThan(PROMPT_MS);
      expect(await openTransactions(t())).toBe(0);
      await smtp.close();
      expect((await invitation).status).toBeGreaterThanOrEqual(500);
      // The e-mail never left, so no invitation is left that nobody received.
      const rows = (await t().database.db.execute(
        sql`select count(*)::int as n from invitations where email = ${email}`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]!.n).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('a hanging SMTP server delays neither other coaches nor the database while a weekly summary is sent', async () => {
    const coach = await createCoach(t());
    const other = await createCoach(t());
    expect(
      (await call(t(), 'PUT', '/api/weekly-summary', { cookie: coach.cookie, body: { subscribed: true } })).status,
    ).toBe(200);
    const { user } = (await (await call(t(), 'GET', '/api/me', { cookie: coach.cookie })).json()) as {
      user: { id: string };
    };
    const smtp = await startSilentSmtp();
    try {
      const summary = deliverWeeklySummary(
        {
          ...t().deps,
          mailer: createSmtpMailer(smtp.url, 'Coach Logbook <no-reply@example.com>'),
          now: () => new Date(),
        },
        { userId: user.id, week: summaryWeekOf('2026-11-23') },
      );
      await until(() => smtp.connections() > 0);
      expect(await timedListOfClients(t(), other.cookie)).toBeLessThan(PROMPT_MS);
      expect(await openTransactions(t())).toBe(0);
      await smtp.close();
      await expect(summary).rejects.toThrow();
      // The e-mail never left, so the week is free for the job's retry.
      const rows = (await t().database.db.execute(
        sql`select count(*)::int as n from weekly_summary_deliveries where user_id = ${user.id}`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]!.n).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('a hanging Stripe delays neither other coaches nor the database while a webhook is processed', async () => {
    const coach = await createCoach(t());
    const other = await createCoach(t());
    expect((await call(t(), 'POST', '/api/billing/checkout', { cookie: coach.cookie })).status).toBe(200);
    const customer = fake.requests.find((request) => request.path === '/v1/customers' && request.method === 'POST');
    expect(customer).toBeDefined();
    const [row] = (
      (await t().database.db.execute(
        sql`select stripe_customer_id as id from users where email = ${coach.email}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const payload = JSON.stringify({
      id: `evt_hang_${Date.now()}`,
      object: 'event',
      type: 'invoice.paid',
      api_version: '2026-10-28',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'in_hang', customer: row!.id } },
    });
    fake.hanging = true;
    const asked = fake.requests.length;
    const delivery = call(t(), 'POST', '/api/billing/webhook', {
      rawBody: payload,
      headers: {
        'stripe-signature': signStripeTestPayload(payload, WEBHOOK_SECRET),
        'content-type': 'application/json',
      },
    });
    await until(() => fake.requests.length > asked);
    expect(await timedListOfClients(t(), other.cookie)).toBeLessThan(PROMPT_MS);
    expect(await openTransactions(t())).toBe(0);
    fake.release();
    expect((await delivery).status).toBe(200);
  });
});
